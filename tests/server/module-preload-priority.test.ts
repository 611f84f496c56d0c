import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "#server/module-preload-priority";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low, and nothing else", () => {
    const html =
      '<html><head><link rel="preload" as="style" href="/a.css" fetchPriority="high"/><link rel="modulepreload" href="/assets/entry.js"/>' +
      '<link rel="modulepreload" href="/assets/route.js" crossorigin=""/><link rel="stylesheet" href="/a.css"/></head>' +
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/assets/late.js"/></body></html>';
    const out = lowPriorityModulePreloads(html);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/route.js" crossorigin=""/>');
    expect(out).toContain('<link rel="preload" as="style" href="/a.css" fetchPriority="high"/>');
    expect(out).toContain('<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/assets/late.js"/></body>');
  });

  it("leaves a preload that already names its priority, and a fragment without a head", () => {
    const named = '<head><link rel="modulepreload" fetchPriority="high" href="/x.js"/></head>';
    expect(lowPriorityModulePreloads(named)).toBe(named);
    const fragment = '<link rel="modulepreload" href="/x.js"/>';
    expect(lowPriorityModulePreloads(fragment)).toBe(fragment);
  });
});
