// Copies the latin woff2 files of every branding font, in the weights the pages use, from the
// @fontsource packages to public/fonts/ (served as /fonts/…), with each font's licence; and the
// woff files of the link-preview weights to server/og-image/fonts/ (satori reads no woff2). The
// copies are committed; run this after changing BRANDING_FONTS or upgrading a font package.
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { BRANDING_FONT_WEIGHTS, BRANDING_FONTS, brandingFontFile } from "../app/domain/branding-style";
import { OG_FONT_WEIGHTS, ogFontFile } from "../server/og-image/og-fonts";

const target = path.resolve("public/fonts");
const ogTarget = path.resolve("server/og-image/fonts");
mkdirSync(target, { recursive: true });
mkdirSync(ogTarget, { recursive: true });
let count = 0;
for (const font of BRANDING_FONTS) {
  const slug = font.toLowerCase().replaceAll(" ", "-");
  const source = path.resolve("node_modules/@fontsource", slug);
  for (const weight of BRANDING_FONT_WEIGHTS[font]) {
    const file = brandingFontFile(font, weight);
    copyFileSync(path.join(source, "files", file), path.join(target, file));
    count += 1;
  }
  for (const weight of OG_FONT_WEIGHTS) {
    const file = ogFontFile(font, weight);
    copyFileSync(path.join(source, "files", file), path.join(ogTarget, file));
    count += 1;
  }
  copyFileSync(path.join(source, "LICENSE"), path.join(target, `${slug}-LICENSE.txt`));
  copyFileSync(path.join(source, "LICENSE"), path.join(ogTarget, `${slug}-LICENSE.txt`));
}
console.log(`copied ${count} font files to ${path.relative(process.cwd(), target)} and ${path.relative(process.cwd(), ogTarget)}`);
