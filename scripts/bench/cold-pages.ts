import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_REALTORS } from "../../server/db/seed/data/realtors";
import { fetchPage } from "./app-server";

/**
 * The cold path (issue 17 item 2): project pages no page cache holds. Each request asks for a
 * random listed project on a random live site (the master and the active realtors' hosts) with
 * a calculator price no request had before (a parameter the page reads, so it is a page of its
 * own, decision record 127): the page cache always misses and every answer is a full render,
 * kept as a new page, as it is when thousands of sites share the traffic. Returns a wrk Lua
 * script and the number of pages and hosts it picks from.
 */
export function coldProjectPagesScript(base: string): { script: string; projects: number; hosts: string[]; paths: string[] } {
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
  const script = coldPagesScript(paths, hosts, "price");
  return { script, projects: paths.length, hosts, paths };
}

/**
 * A wrk Lua script asking for a random one of `paths` on a random one of `hosts`, with a value of
 * the query parameter `param` no request had before, so no page cache holds the answer (a page
 * not kept, such as /privacy, takes any). `delayMs` spaces each connection's requests: a fixed
 * offered load instead of as fast as the app answers.
 */
export function coldPagesScript(paths: string[], hosts: string[], param: string, delayMs = 0): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "condo-bench-wrk-")), "cold-pages.lua");
  writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }
local hosts = { ${hosts.map((h) => JSON.stringify(h)).join(", ")} }
local n = 0
math.randomseed(os.time())
request = function()
  n = n + 1
  local path = paths[math.random(#paths)] .. "?${param}=" .. (1000000 + n * 1000 + math.random(999))
  return wrk.format("GET", path, { ["Host"] = hosts[math.random(#hosts)], ["Accept-Encoding"] = "gzip" })
end
${delayMs > 0 ? `delay = function()
  return ${Math.round(delayMs)}
end
` : ""}`,
  );
  return script;
}
