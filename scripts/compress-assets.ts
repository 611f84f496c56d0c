// After `react-router build`: writes a brotli (quality 11) and a gzip (level 9) copy next to every
// script and style sheet of the client build, for server/precompressed-assets.ts to serve.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = path.resolve("build/client/assets");
let plain = 0;
let brotli = 0;
let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const source = readFileSync(path.join(assets, name));
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(path.join(assets, `${name}.br`), br);
  writeFileSync(path.join(assets, `${name}.gz`), gzipSync(source, { level: 9 }));
  plain += source.length;
  brotli += br.length;
  count += 1;
}
console.log(`compressed ${count} assets: ${(plain / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB with brotli`);
