// Adds lock entries for other platforms' optional native binaries that this machine's npm
// registry cannot serve, so `npm ci` accepts the lock. See docs/decisions/007-complete-lockfile.md.
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix"];
const CPU = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "arm"];

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  const libc = tokens.some((t) => t.startsWith("musl")) ? "musl" : tokens.includes("gnu") && os === "linux" ? "glibc" : undefined;
  return { os, cpu, libc };
}

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!cpu) continue; // not a platform binary: leave it to npm
    packages[hoisted] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
