// Copies the latin woff2 files of every branding font, in the weights the pages use, from the
// @fontsource packages to public/fonts/ (served as /fonts/…), with each font's licence. The
// copies are committed; run this after changing BRANDING_FONTS or upgrading a font package.
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { BRANDING_FONT_WEIGHTS, BRANDING_FONTS, brandingFontFile } from "../app/domain/branding-style";

const target = path.resolve("public/fonts");
mkdirSync(target, { recursive: true });
let count = 0;
for (const font of BRANDING_FONTS) {
  const slug = font.toLowerCase().replaceAll(" ", "-");
  const source = path.resolve("node_modules/@fontsource", slug);
  for (const weight of BRANDING_FONT_WEIGHTS[font]) {
    const file = brandingFontFile(font, weight);
    copyFileSync(path.join(source, "files", file), path.join(target, file));
    count += 1;
  }
  copyFileSync(path.join(source, "LICENSE"), path.join(target, `${slug}-LICENSE.txt`));
}
console.log(`copied ${count} font files to ${path.relative(process.cwd(), target)}`);
