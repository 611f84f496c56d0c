import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fallbackSite } from "~/domain/site-context";
import type { PublicUnitType } from "~/domain/unit-type-read-models";
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
  it("asks the site's owner about transport and schools instead of showing stubs", async () => {
    const html = await serverHtml(<ProjectTabs project={project} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    expect(html).toContain("Ask Marcus Lim about MRT stations and bus services near Katong Tidewater.");
    expect(html).toContain("Ask Marcus Lim which schools are near Katong Tidewater, including primary schools within 1 km.");
    expect(html).not.toMatch(/coming soon/i);
  });

  it("leads each prompt to the page's enquiry form", async () => {
    const links = enquiryLinks(await serverHtml(<ProjectTabs project={project} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />));
    expect(links).toContain("#enquire Ask about transport");
    expect(links).toContain("#enquire Ask about schools");
  });

  it("shows the lists, not the prompts, when the project has them; schools by Primary 1 band", async () => {
    const html = await serverHtml(
      <ProjectTabs
        project={{
          ...project,
          transport: [{ id: "t1", transportType: "MRT", name: "Marine Parade MRT", distanceKm: 0.4, walkingTimeMinutes: 5, latitude: null, longitude: null }],
          schools: [
            { id: "s2", schoolName: "Tanjong Katong Secondary School", schoolType: "Secondary", distanceKm: 1.6, latitude: null, longitude: null },
            { id: "s1", schoolName: "Tao Nan School", schoolType: "Primary", distanceKm: 0.8, latitude: null, longitude: null },
          ],
        }}
        site={site}
        mapTiles={tiles}
        enquiryButton={EnquiryDialog}
      />,
    );
    expect(html).toContain("Marine Parade MRT");
    expect(html).toContain("Tao Nan School");
    const within = html.indexOf("Within 1 km");
    expect(within).toBeGreaterThan(-1);
    expect(html.indexOf("Tao Nan School")).toBeGreaterThan(within);
    expect(html.indexOf("1–2 km")).toBeGreaterThan(html.indexOf("Tao Nan School"));
    expect(html.indexOf("Tanjong Katong Secondary School")).toBeGreaterThan(html.indexOf("1–2 km"));
    expect(html).toContain("Primary 1 registration");
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

describe("project page Unit Types and Amenities (issue 15)", () => {
  const unit: PublicUnitType = {
    id: "u1",
    name: "3 Bedroom Premium",
    bedrooms: 3,
    bathrooms: 2,
    hasStudy: true,
    areaSqftMin: 1066,
    areaSqftMax: 1141,
    totalCountOfType: 40,
    indicativePriceFrom: 128_800_000,
    pricePsfFrom: 185_000,
    pricePsfTo: 210_000,
    maintenanceFeePsf: 35,
    floorRangeMin: 3,
    floorRangeMax: 18,
    facingDirection: ["North", "Southeast"],
    floorPlanUrl: "/uploads/projects/p/plan-1600.webp",
  };
  const gym = {
    id: "f1",
    name: "Gymnasium",
    iconClass: "gym",
    description: "Air-conditioned gym",
    operatingHours: "6am – 11pm",
    capacity: 25,
    specifications: null,
    maintenanceSchedule: "Mondays 9am – 11am",
    bookingRequired: true,
    ageRestrictions: "16 and above",
    additionalCharges: null,
  };

  it("a unit type shows its layout, price in dollars, PSF range, floors, facing and its floor plan button", async () => {
    const html = await serverHtml(
      <MemoryRouter>
        <ProjectTabs project={{ ...project, unitTypes: [unit] }} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />
      </MemoryRouter>,
    );
    expect(html).toContain("3 Bedrooms + Study · 2 Baths");
    expect(html).toContain("S$1,288,000");
    expect(html).toContain("S$ 1,850 – 2,100 psf");
    expect(html).toContain("S$0.35 psf / month");
    expect(html).toContain("Floors 3 – 18 · Facing North, Southeast");
    expect(html).toContain("View floor plan");
  });

  it("a facility shows the details an administrator configured", async () => {
    const html = await serverHtml(<ProjectTabs project={{ ...project, facilities: [gym] }} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    for (const text of ["Gymnasium", "6am – 11pm", "Capacity 25", "Booking required", "16 and above", "Mondays 9am – 11am"]) expect(html).toContain(text);
  });
});

describe("a brochure address stored before the link rule (issue 30 item 9)", () => {
  it("is no link at all, while a good one is the Download Brochure link", async () => {
    const stale = await serverHtml(<ProjectTabs project={{ ...project, brochureUrl: "/\\evil.example/brochure.pdf" }} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    expect(stale).not.toContain("evil.example");
    expect(stale).not.toContain("Download Brochure</a>");
    const good = await serverHtml(<ProjectTabs project={{ ...project, brochureUrl: "/demo/brochures/katong-tidewater.pdf" }} site={site} mapTiles={tiles} enquiryButton={EnquiryDialog} />);
    expect(good).toMatch(/<a href="\/demo\/brochures\/katong-tidewater.pdf"[^>]*>.*Download Brochure<\/a>/);
  });
});
