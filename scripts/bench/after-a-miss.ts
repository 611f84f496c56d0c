import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A wrk Lua script whose first request on each connection is one the page cache does not answer
 * (`/healthz`) and every later one `pagePath`, from the cache, as on a proxy's pooled connections:
 * the hits after a miss, which Node's server answered through the socket's view (decision record
 * 101). wrk asks once per connection first, so the first `connections` requests are those.
 */
export function afterAMissScript(pagePath: string, connections: number): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "condo-bench-wrk-")), "after-a-miss.lua");
  writeFileSync(
    script,
    `local n = 0
request = function()
  n = n + 1
  if n <= ${connections} then return wrk.format("GET", "/healthz") end
  return wrk.format("GET", "${pagePath}")
end
`,
  );
  return script;
}
