import { lazy, Suspense, useId, useState } from "react";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SharedMarkup } from "~/components/shared-markup";
import { renderWhole } from "~/whole-document";
import { SharedMarkupStore } from "#server/shared-markup-store";

// Decision record 109: a part of a page that is the same on every site is rendered once per
// page path and data; every other render sends the markup that render kept, and the page is
// the same, byte for byte, as one rendered from nothing.

interface Unit {
  name: string;
  price: string;
}

/** A shared part with state, a generated id and text separators, as the project page's parts have. */
function UnitList({ units }: { units: Unit[] }) {
  const id = useId();
  const [open] = useState(false);
  return (
    <ul aria-labelledby={id} data-open={open}>
      <li id={id}>Unit types</li>
      {units.map((unit) => (
        <li key={unit.name}>
          {unit.name}: {unit.price} & more
        </li>
      ))}
    </ul>
  );
}

/** A page of one site: its owner's name around the shared part, which must not carry it. */
function Page({ owner, units, twice = false }: { owner: string; units: Unit[]; twice?: boolean }) {
  return (
    <html lang="en-SG">
      <body>
        <header>{owner}’s site</header>
        <main>
          <SharedMarkup part="units" render={UnitList} props={{ units }} />
          {twice ? <SharedMarkup part="units" render={UnitList} props={{ units }} /> : null}
          <p>Ask {owner}</p>
        </main>
      </body>
    </html>
  );
}

const units: Unit[] = [
  { name: "2 Bedroom", price: "S$1.5M" },
  { name: "3 Bedroom", price: "S$2.1M" },
];

describe("markup shared between sites (decision record 109)", () => {
  it("a part rendered on one site is sent to another as it was kept, and that page is the one it renders from nothing", () => {
    const store = new SharedMarkupStore();
    const first = renderWhole(<Page owner="Rachel" units={units} />, store.session("/condos/the-marina-lumiere"));
    expect(store.parts).toBe(1);
    expect(first).toContain("2 Bedroom<!-- -->: <!-- -->S$1.5M<!-- --> &amp; more");

    const shared = renderWhole(<Page owner="Siti" units={units} />, store.session("/condos/the-marina-lumiere"));
    expect(shared).toBe(renderWhole(<Page owner="Siti" units={units} />));
    expect(shared).toContain("<header>Siti<!-- -->’s site</header>");
    expect(shared).not.toContain("Rachel");
    expect(store.parts).toBe(1);
  });

  it("the kept markup is what the browser hydrates: the same wrapper, end marker and ids as a render that shares nothing", () => {
    const store = new SharedMarkupStore();
    renderWhole(<Page owner="Rachel" units={units} />, store.session("/p"));
    const shared = renderWhole(<Page owner="Rachel" units={units} />, store.session("/p"))!;
    expect(shared).toMatch(/<div class="contents" data-shared="units"><ul aria-labelledby="(_R_[^"]+_)" data-open="false"><li id="\1">/);
    expect(shared).toContain('</ul><template data-shared-end="units"></template></div>');
  });

  it("other data is rendered again, not sent from what another project or an older version kept", () => {
    const store = new SharedMarkupStore();
    renderWhole(<Page owner="Rachel" units={units} />, store.session("/p"));
    const changed = [{ name: "2 Bedroom", price: "S$1.6M" }, units[1]!];
    const page = renderWhole(<Page owner="Rachel" units={changed} />, store.session("/p"));
    expect(page).toBe(renderWhole(<Page owner="Rachel" units={changed} />));
    expect(page).toContain("S$1.6M");
    expect(store.parts).toBe(2);
  });

  it("another page path renders its own, even with the same data", () => {
    const store = new SharedMarkupStore();
    renderWhole(<Page owner="Rachel" units={units} />, store.session("/condos/a"));
    renderWhole(<Page owner="Rachel" units={units} />, store.session("/condos/b"));
    expect(store.parts).toBe(2);
  });

  it("a part named twice on a page is refused: the page is not rendered whole and nothing is kept", () => {
    const store = new SharedMarkupStore();
    expect(renderWhole(<Page owner="Rachel" units={units} twice />, store.session("/p"))).toBeNull();
    expect(store.parts).toBe(0);
  });

  it("a page that could not be rendered whole keeps nothing", () => {
    const store = new SharedMarkupStore();
    const NotLoaded = lazy(() => new Promise<{ default: () => React.ReactNode }>(() => {}));
    const document = (
      <html lang="en-SG">
        <body>
          <SharedMarkup part="units" render={UnitList} props={{ units }} />
          <Suspense fallback={null}>
            <NotLoaded />
          </Suspense>
        </body>
      </html>
    );
    expect(renderWhole(document, store.session("/p"))).toBeNull();
    expect(store.parts).toBe(0);
  });

  it("past its budget the store drops the part used longest ago", () => {
    const small = (name: string) => ({ units: [{ name, price: "S$1M" }] });
    const render = (name: string) => renderWhole(<Page owner="R" {...small(name)} />, store.session("/p"));
    const kept = (name: string) => store.session("/p").markupFor("units", small(name)) !== undefined;
    const partSize = renderWhole(<Page owner="R" {...small("A")} />)!.match(/data-shared="units">(.*<\/template>)/)![1]!.length;
    const store = new SharedMarkupStore(partSize * 2);
    render("A");
    render("B");
    // A is used again, so B is now the one used longest ago and goes when C comes.
    render("A");
    render("C");
    expect(store.parts).toBe(2);
    expect(kept("B")).toBe(false);
    expect(kept("A")).toBe(true);
    expect(kept("C")).toBe(true);
  });

  it("a kept part holds its own markup, not the page it was cut from", () => {
    setFlagsFromString("--expose-gc");
    const collectGarbage = runInNewContext("gc") as () => void;
    const store = new SharedMarkupStore();
    const keepFrom = (index: number) => {
      // A page of some 200 KB around a part of a few hundred bytes, as a project page is around its panels.
      const filler = `<p>${String(index).padStart(6, "0")} paragraph of a realtor’s own site</p>`.repeat(2_500);
      const page = renderWhole(
        <html lang="en-SG">
          <body>
            <div dangerouslySetInnerHTML={{ __html: filler }} />
            <SharedMarkup part="units" render={UnitList} props={{ units: [{ name: `Unit ${index}`, price: "S$1M" }] }} />
            <div dangerouslySetInnerHTML={{ __html: filler }} />
          </body>
        </html>,
        store.session(`/condos/project-${index}`),
      );
      expect(page!.length).toBeGreaterThan(200_000);
    };
    keepFrom(-1);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < 100; index++) keepFrom(index);
    collectGarbage();
    expect(store.parts).toBe(101);
    // 100 parts of about 200 characters each; held with their pages they took more than 40 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4_000_000);
  });
});
