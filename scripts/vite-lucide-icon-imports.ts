import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g;

/** Every name lucide-react's barrel exports an icon under (ArrowUpDown, ArrowUpDownIcon, …) → the icon's file name. */
function iconFilesByName(): Map<string, string> {
  const barrel = readFileSync(createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(BARREL_EXPORT)) {
    for (const name of names.split(",")) files.set(name.trim().replace(/^default as /, ""), file);
  }
  return files;
}

/**
 * Rewrites `import { Menu, X } from "lucide-react"` to one import per icon file. Through the barrel,
 * every icon any page uses is a dependency of the root's shell chunk, so each icon added to a
 * dashboard screen would grow every visitor's first load (decision record 078).
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string>;
  return {
    name: "lucide-icon-imports",
    enforce: "post",
    apply: "build",
    buildStart() {
      files = iconFilesByName();
    },
    transform(code, id) {
      if (!id.includes("/app/") || !code.includes("lucide-react")) return null;
      let changed = false;
      const rewritten = code.replace(BARREL_IMPORT, (statement, specifiers: string) => {
        const imports = specifiers
          .split(",")
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            return { imported, local, file: files.get(imported) };
          });
        if (imports.some((entry) => !entry.file)) return statement;
        changed = true;
        return imports.map((entry) => `import ${entry.local} from "lucide-react/icons/${entry.file}";`).join("\n");
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
