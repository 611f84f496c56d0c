import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g;

const require = createRequire(import.meta.url);

/** Every name lucide-react's barrel exports an icon under (ArrowUpDown, ArrowUpDownIcon, …) → the icon's file name. */
function iconFilesByName(): Map<string, string> {
  const barrel = readFileSync(require.resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(BARREL_EXPORT)) {
    for (const name of names.split(",")) files.set(name.trim().replace(/^default as /, ""), file);
  }
  return files;
}

const LIGHT_ICON = path.resolve(import.meta.dirname, "../app/components/light-icon.ts");

/**
 * Rewrites `import { Menu, X } from "lucide-react"` to icons drawn by app/components/light-icon.ts
 * from the shapes of each icon's file, written into the module. Through the barrel, every icon
 * any page uses was a dependency of the root's shell chunk, so each icon added to a dashboard
 * screen grew every visitor's first load (decision record 078); lucide-react's own factory also
 * costs the server render far more than drawing the shapes (decision record 100).
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
    async transform(code, id) {
      if (!id.includes("/app/") || !code.includes("lucide-react")) return null;
      let changed = false;
      const icons = new Map<string, string>();
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
        for (const entry of imports) icons.set(entry.local, entry.file!);
        return [
          `import { lightIcon as __lightIcon } from ${JSON.stringify(LIGHT_ICON)};`,
          ...imports.map((entry) => `const ${entry.local} = __lightIcon(__ICON_DATA_${entry.local}__);`),
        ].join("\n");
      });
      if (!changed) return null;
      // The icon's shapes are written into the module: lucide-react's own factory is never loaded.
      let withData = rewritten;
      for (const [local, file] of icons) {
        const { __iconData } = (await import(require.resolve(`lucide-react/dist/esm/icons/${file}.mjs`))) as { __iconData: unknown };
        withData = withData.replace(`__ICON_DATA_${local}__`, JSON.stringify(__iconData));
      }
      return { code: withData, map: null };
    },
  };
}
