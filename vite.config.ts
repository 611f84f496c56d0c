import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { fileURLToPath } from "node:url";
import { lucideIconImports } from "./scripts/vite-lucide-icon-imports";

const SHELL_PACKAGES = /\/node_modules\/(clsx|tailwind-merge|class-variance-authority)\//;
const UI_KIT = /\/app\/components\/ui\/[^/]+\.tsx?$/;
const VISITOR_ROUTE = /\/app\/(root\.tsx|routes\/(?!dashboard)[^/]+\.tsx?)(\?|$)/;

function staticGraph(starts: string[], getModuleInfo: (id: string) => Rollup.ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Everything the root route imports statically is on every page: one "shell" chunk instead of
 * a dozen tiny ones shared with some route, so a phone makes a few requests, not forty. Icons
 * are written into the modules that draw them (scripts/vite-lucide-icon-imports.ts), so a
 * dashboard's icons never reach a visitor's first load (decision records 078 and 100).
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  let visitorPages: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell || !visitorPages) {
      const ids = [...getModuleIds()];
      shell = staticGraph(ids.filter((moduleId) => /\/app\/root\.tsx(\?|$)/.test(moduleId)), getModuleInfo);
      visitorPages = staticGraph(ids.filter((moduleId) => VISITOR_ROUTE.test(moduleId)), getModuleInfo);
    }
    // The form primitives visitors' pages share (label, input, checkbox, alert…): one small chunk, not ten.
    if (!shell.has(id)) return UI_KIT.test(id) && visitorPages.has(id) ? "ui-kit" : undefined;
    const appModule = id.includes("/app/") && !id.includes("/node_modules/");
    return appModule || SHELL_PACKAGES.test(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), lucideIconImports()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    // Chunks under 1.2 KB that only declare code join a chunk loaded with them (decision records 114 and 150).
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: shellChunk(), experimentalMinChunkSize: 1200 } },
  },
}));
