import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A wrk Lua script whose first request on each connection is one the page cache does not answer
 * (`/healthz`) and every later one `pagePath`, from the cache: each connection is handed to
 * Node's HTTP server by its first request (decision record 101), as a proxy's pooled connections
 * are, so the hits after it measure the cache through Node's server rather than the socket lane.
 * wrk asks once per connection first, so the first `connections` requests are those.
 */
export function handedToNodeScript(pagePath: string, connections: number): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "condo-bench-wrk-")), "handed-to-node.lua");
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
