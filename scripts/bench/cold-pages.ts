import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_REALTORS } from "../../server/db/seed/data/realtors";
import { fetchPage } from "./app-server";

/**
 * The cold path (issue 17 item 2): project pages no page cache holds. Each request asks for a
 * random listed project on a random live site (the master and the active realtors' hosts) with
 * a query string no request had before, so the per-host page cache always misses and every
 * answer is a full render, stored as a new page, as it is when thousands of sites share the
 * traffic. Returns a wrk Lua script and the number of pages and hosts it picks from.
 */
export function coldProjectPagesScript(base: string): { script: string; projects: number; hosts: string[] } {
  // The leader's site is the demo's indexable one: its sitemap index names the files listing every listed project.
  const index = fetchPage(base, "leader.localhost", "/sitemap.xml").body.toString();
  const files = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[a-z0-9-]+\.xml)<\/loc>/g)].map((match) => match[1]);
  const listed = files.flatMap((file) => [...fetchPage(base, "leader.localhost", file).body.toString().matchAll(/<loc>[^<]*?(\/condos\/[a-z0-9-]+)<\/loc>/g)]);
  const paths = [...new Set(listed.map((match) => match[1]))];
  if (paths.length === 0) throw new Error("the leader's sitemap lists no project");
  const hosts = ["localhost", ...DEMO_REALTORS.filter((realtor) => realtor.status === "active").map((realtor) => realtor.site)];
  for (const host of hosts) {
    const { status } = fetchPage(base, host, `${paths[0]}?bench-check`);
    if (status !== "200") throw new Error(`${host}${paths[0]} answered ${status}, not 200`);
  }
  const script = coldPagesScript(paths, hosts);
  return { script, projects: paths.length, hosts };
}

/**
 * A wrk Lua script asking for a random one of `paths` on a random one of `hosts`, with a query
 * string no request had before, so no page cache holds the answer.
 */
export function coldPagesScript(paths: string[], hosts: string[]): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "condo-bench-wrk-")), "cold-pages.lua");
  writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }
local hosts = { ${hosts.map((h) => JSON.stringify(h)).join(", ")} }
local n = 0
math.randomseed(os.time())
request = function()
  n = n + 1
  local path = paths[math.random(#paths)] .. "?visit=" .. n .. "-" .. math.random(1000000000)
  return wrk.format("GET", path, { ["Host"] = hosts[math.random(#hosts)], ["Accept-Encoding"] = "gzip" })
end
`,
  );
  return script;
}
