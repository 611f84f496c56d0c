import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { fileURLToPath } from "node:url";

const SHELL_PACKAGES = /\/node_modules\/(lucide-react|clsx|tailwind-merge|class-variance-authority)\//;

/**
 * Everything the root route imports statically is on every page: one "shell" chunk instead of
 * a dozen tiny ones shared with some route, so a phone makes a few requests, not forty.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const root = [...getModuleIds()].find((moduleId) => /\/app\/root\.tsx(\?|$)/.test(moduleId));
      const queue = root ? [root] : [];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (!shell.has(id)) return undefined;
    const appModule = id.includes("/app/") && !id.includes("/node_modules/");
    return appModule || SHELL_PACKAGES.test(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: shellChunk() } },
  },
}));
