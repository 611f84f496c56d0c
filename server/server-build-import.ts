import type { ServerBuild } from "react-router";

/**
 * The production server build, imported with source maps off (decision record 105). tsx hands
 * Node a source map for every file it loads; the first stack trace through the build (Node's own
 * web streams make one on a reader's first release) parses the build's into about 1.3 million
 * objects, 72 MB kept for the life of the process, which every full
 * garbage collection then marks. The build is plain, unminified JavaScript: its stack frames
 * point into build/server/assets; the server's own files keep their source maps.
 */
export async function importServerBuild(buildPath: string): Promise<ServerBuild> {
  const enabled = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    return (await import(buildPath)) as ServerBuild;
  } finally {
    process.setSourceMapsEnabled(enabled);
  }
}
