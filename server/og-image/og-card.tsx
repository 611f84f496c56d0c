export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const FOOTER_HEIGHT = 112;
/** The picture's box above the footer, and a portrait's box inside it: what the picture is cut to. */
export const PICTURE_SIZE = { width: OG_WIDTH, height: OG_HEIGHT - FOOTER_HEIGHT };
export const PORTRAIT_SIZE = { width: 330, height: OG_HEIGHT - FOOTER_HEIGHT - 96 };

/** What one link-preview image shows: every value is text or a colour already checked. */
export interface OgCardContent {
  /** A project's name, or the site's owner. */
  title: string;
  /** Above the title: a project's neighbourhood and district, or the site's kind of owner. */
  eyebrow: string;
  /** Under the title: a project's price line, or the site's description. */
  lead: string;
  /** The footer: the realtor (or the platform) and the site they run. */
  ownerName: string;
  ownerDetail: string;
  colours: { primary: string; secondary: string };
  font: string;
  /** A data URL of the picture, already cut to its box; null draws the brand's gradient instead. */
  picture: string | null;
  /** A project's picture fills the card; a realtor's portrait stands at the right. */
  pictureLayout: "full" | "portrait";
}

/** The card as satori lays it out: a picture under a dark gradient, the text on it, and a footer in the site's colour. */
export function OgCard({ content }: { content: OgCardContent }) {
  const { colours } = content;
  const full = content.pictureLayout === "full";
  return (
    <div style={{ display: "flex", flexDirection: "column", width: OG_WIDTH, height: OG_HEIGHT, fontFamily: content.font, color: "#ffffff", backgroundColor: colours.secondary }}>
      <div
        style={{
          display: "flex",
          position: "relative",
          width: OG_WIDTH,
          height: OG_HEIGHT - FOOTER_HEIGHT,
          backgroundImage: `linear-gradient(135deg, ${colours.secondary} 0%, ${colours.primary} 100%)`,
        }}
      >
        {content.picture && full ? (
          <img src={content.picture} width={PICTURE_SIZE.width} height={PICTURE_SIZE.height} style={{ position: "absolute", left: 0, top: 0 }} />
        ) : null}
        {content.picture && !full ? (
          <img
            src={content.picture}
            width={PORTRAIT_SIZE.width}
            height={PORTRAIT_SIZE.height}
            style={{ position: "absolute", right: 64, top: 48, borderRadius: 24, border: "6px solid rgba(255,255,255,0.9)" }}
          />
        ) : null}
        {full ? (
          <div
            style={{
              display: "flex",
              position: "absolute",
              left: 0,
              top: 0,
              width: OG_WIDTH,
              height: OG_HEIGHT - FOOTER_HEIGHT,
              backgroundImage: "linear-gradient(90deg, rgba(10,15,25,0.88) 0%, rgba(10,15,25,0.62) 48%, rgba(10,15,25,0.05) 100%)",
            }}
          />
        ) : null}
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "flex-end",
            position: "absolute",
            left: 64,
            bottom: 48,
            width: full || !content.picture ? 820 : OG_WIDTH - PORTRAIT_SIZE.width - 64 * 3,
          }}
        >
          <div style={{ display: "flex", fontSize: 26, fontWeight: 700, letterSpacing: 2, textTransform: "uppercase", color: "rgba(255,255,255,0.85)" }}>
            {content.eyebrow}
          </div>
          <div style={{ display: "flex", width: 72, height: 8, marginTop: 20, borderRadius: 4, backgroundColor: colours.primary, border: "2px solid rgba(255,255,255,0.9)" }} />
          <div style={{ display: "flex", marginTop: 20, fontSize: titleSize(content.title), fontWeight: 700, lineHeight: 1.08, letterSpacing: -1 }}>{content.title}</div>
          <div style={{ display: "flex", marginTop: 20, fontSize: full ? 40 : 28, fontWeight: full ? 700 : 400, lineHeight: 1.3, color: full ? "#ffffff" : "rgba(255,255,255,0.92)" }}>
            {content.lead}
          </div>
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", height: FOOTER_HEIGHT, paddingLeft: 64, paddingRight: 64, backgroundColor: colours.primary }}>
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center" }}>
          <div style={{ display: "flex", fontSize: 32, fontWeight: 700 }}>{content.ownerName}</div>
          <div style={{ display: "flex", marginTop: 4, fontSize: 22, color: "rgba(255,255,255,0.88)" }}>{content.ownerDetail}</div>
        </div>
      </div>
    </div>
  );
}

/** Long names step down so that two lines hold them. */
function titleSize(title: string): number {
  if (title.length <= 18) return 76;
  if (title.length <= 30) return 64;
  return 52;
}
