import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The project page's budget for first-load JavaScript, gzipped (issue "public sites"). */
export const PROJECT_PAGE_JS_BUDGET_KB = 150;

interface BuildManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function readManifest(client: string): BuildManifest {
  const manifestFile = readdirSync(path.join(client, "assets")).find((name) => name.startsWith("manifest-"));
  if (!manifestFile) throw new Error("no build manifest: run npm run build first");
  const source = readFileSync(path.join(client, "assets", manifestFile), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as BuildManifest;
}

/**
 * First-load JavaScript of a route as the browser fetches it: the entry, the root and the route
 * with their static imports, each file gzipped on its own. Chunks loaded on demand are not in it.
 */
export function firstLoadJs(routeId: string, client = path.resolve("build/client")): { files: string[]; gzipKb: number } {
  const manifest = readManifest(client);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the build manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(client, file))).length;
  return { files: [...files], gzipKb: bytes / 1024 };
}
