import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// Decision record 105. Node keeps the source maps it reads, so this runs where production does:
// a Node process started through tsx, which turns source maps on and hands Node one per file.
const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(import.meta.dirname, "fixtures/source-mapped-build.ts");

function inProductionLikeProcess(script: string): Record<string, unknown> {
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  return JSON.parse(output) as Record<string, unknown>;
}

describe("the server build's import", () => {
  it("keeps no source map of the build, where a stack trace would otherwise parse and keep it, and leaves source maps on for the rest", () => {
    const result = inProductionLikeProcess(`
      import { findSourceMap } from "node:module";
      import { importServerBuild } from ${JSON.stringify(pathToFileURL(path.join(root, "server/server-build-import.ts")).href)};
      const url = ${JSON.stringify(pathToFileURL(fixture).href)};
      const enabledBefore = process.sourceMapsEnabled;
      const build = await importServerBuild(url + "?as-build");
      const sameFileImportedPlainly = await import(url + "?plainly");
      console.log(JSON.stringify({
        enabledBefore,
        enabledAfter: process.sourceMapsEnabled,
        buildFrame: build.where(),
        buildMapKept: findSourceMap(url + "?as-build") !== undefined,
        plainFrame: sameFileImportedPlainly.where(),
        plainMapKept: findSourceMap(url + "?plainly") !== undefined,
      }));
    `);
    expect(result.enabledBefore).toBe(true);
    expect(result.enabledAfter).toBe(true);
    // Imported plainly, the frame is mapped back to the TypeScript line and the map is kept.
    expect(result.plainFrame).toMatch(/source-mapped-build\.ts:9:\d+\)$/);
    expect(result.plainMapKept).toBe(true);
    // As the build, the frame points into the generated code and Node holds no map for it.
    expect(result.buildFrame).toMatch(/source-mapped-build\.ts\?as-build:\d+:\d+\)$/);
    expect(result.buildFrame).not.toMatch(/:9:\d+\)$/);
    expect(result.buildMapKept).toBe(false);
  });
});
