import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { fallbackSite } from "~/domain/site-context";
import { EnquiryDialog } from "~/features/enquiries/enquiry-dialog";
import { ProjectTabs, type ProjectTabsData } from "~/features/projects/project-tabs";

// Every demo project has transport and schools, so the browser tests never meet the empty
// Location lists: they are rendered here directly.
const site = { ...fallbackSite("agent.example.sg"), ownerName: "Marcus Lim" };
const tiles = { tileUrl: "https://tiles.example.sg/{z}/{x}/{y}.png", attribution: "Example tiles" };

const project: ProjectTabsData = {
  name: "Katong Tidewater",
  slug: "katong-tidewater",
  brochureUrl: null,
  fullAddress: "88 Marine Parade Road",
  postalCode: "449288",
  latitude: null,
  longitude: null,
  unitTypes: [],
  facilities: [],
  transport: [],
  schools: [],
  amenities: [],
  keyDistances: [],
};

function enquiryLinks(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)" aria-haspopup="dialog"[^>]*>(.*?)<\/a>/g)].map(([, href, body]) => `${href} ${body.replace(/<[^>]+>/g, "")}`);
}

describe("project page Location tab without transport or schools (spec part 1 §2)", () => {
  it("asks the site's owner about transport and schools instead of showing stubs", () => {
    const html = renderToStaticMarkup(<ProjectTabs project={project} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    expect(html).toContain("Ask Marcus Lim about MRT stations and bus services near Katong Tidewater.");
    expect(html).toContain("Ask Marcus Lim which schools are near Katong Tidewater, including primary schools within 1 km.");
    expect(html).not.toMatch(/coming soon/i);
  });

  it("leads each prompt to the page's enquiry form", () => {
    const links = enquiryLinks(renderToStaticMarkup(<ProjectTabs project={project} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />));
    expect(links).toContain("#enquire Ask about transport");
    expect(links).toContain("#enquire Ask about schools");
  });

  it("shows the lists, not the prompts, when the project has them", () => {
    const html = renderToStaticMarkup(
      <ProjectTabs
        project={{
          ...project,
          transport: [{ id: "t1", transportType: "MRT", name: "Marine Parade MRT", distanceKm: 0.4, walkingTimeMinutes: 5, latitude: null, longitude: null }],
          schools: [{ id: "s1", schoolName: "Tao Nan School", schoolType: "Primary", distanceKm: 0.8, latitude: null, longitude: null }],
        }}
        site={site}
        mapTiles={tiles}
        enquiryButton={EnquiryDialog}
      />,
    );
    expect(html).toContain("Marine Parade MRT");
    expect(html).toContain("Tao Nan School");
    expect(html).not.toContain("Ask about transport");
    expect(html).not.toContain("Ask about schools");
  });
});

/** The page as the server sends it: lazy sections (the map) rendered in place. */
async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("project page map (issue 18)", () => {
  it("is drawn only for a project with a position, and says which tiles it uses", async () => {
    expect(await serverHtml(<ProjectTabs project={project} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />)).not.toContain('data-testid="project-map"');
    const html = await serverHtml(<ProjectTabs project={{ ...project, latitude: 1.3026, longitude: 103.905 }} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    expect(html).toContain('data-testid="project-map"');
    expect(html).toContain('data-map-state="waiting"');
    expect(html).toContain("Example tiles");
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=1.3026,103.905");
  });
});
