import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
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

const LIGHT_ICON = path.resolve(import.meta.dirname, "../app/components/light-icon.ts");

/**
 * Rewrites `import { Menu, X } from "lucide-react"` to one import per icon file. Through the barrel,
 * every icon any page uses is a dependency of the root's shell chunk, so each icon added to a
 * dashboard screen would grow every visitor's first load (decision record 078). Each icon is
 * drawn by app/components/light-icon.ts from the file's data, not by lucide-react's factory, which
 * costs the server render far more (decision record 098).
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
        return [
          `import { lightIcon as __lightIcon } from ${JSON.stringify(LIGHT_ICON)};`,
          ...imports.map((entry) => `import { __iconData as __icon_${entry.local} } from "lucide-react/icons/${entry.file}";`),
          ...imports.map((entry) => `const ${entry.local} = __lightIcon(__icon_${entry.local});`),
        ].join("\n");
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
