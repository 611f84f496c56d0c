/**
 * Renders the demo illustrations shipped in public/demo/ (run: npx tsx scripts/generate-demo-images.ts).
 * Each scene is an SVG drawn from a seeded pseudo-random layout, rasterised once by sharp at
 * 1600 px and downscaled to the other widths as WebP. Re-running gives the same pictures.
 */
import sharp from "sharp";
import { mkdirSync, rmSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BLOG_COVERS,
  DEMO_IMAGE_WIDTHS,
  PROJECT_SCENES,
  REALTOR_PORTRAITS,
  type BlogCover,
  type Portrait,
  type ProjectScene,
  type SceneMood,
} from "../server/db/seed/data/demo-images";

const OUT = fileURLToPath(new URL("../public/demo", import.meta.url));
const QUALITY = 70;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rng, min: number, max: number) => min + (max - min) * r();
const intBetween = (r: Rng, min: number, max: number) => Math.floor(between(r, min, max + 1));
const pick = <T,>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const f = (n: number) => (Math.round(n * 10) / 10).toString();

let uid = 0;
const nextId = (prefix: string) => `${prefix}${++uid}`;

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

function svgDoc(w: number, h: number, defs: string[], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

interface MoodPalette {
  sky: [string, string, string, string];
  sun: string;
  sunY: number;
  sunR: number;
  haze: string;
  far: string;
  facadeTop: string;
  facadeBottom: string;
  side: string;
  slab: string;
  glass: string;
  lit: string[];
  litChance: number;
  water: [string, string];
  leaf: string[];
  cloud: string;
  cloudOpacity: number;
  stars: boolean;
}

const MOODS: Record<SceneMood, MoodPalette> = {
  dawn: {
    sky: ["#4b5d94", "#9b8bb4", "#f2b5a0", "#fde3c6"],
    sun: "#ffe1b0", sunY: 0.58, sunR: 70, haze: "#f7cdb8", far: "#a795b4",
    facadeTop: "#e9dcd8", facadeBottom: "#b9a9b6", side: "#8e7f99", slab: "#fff4ec", glass: "#c7c9e0",
    lit: ["#ffe7b3", "#ffd68a"], litChance: 0.12,
    water: ["#9da5c9", "#5a6591"], leaf: ["#2f5b4a", "#3f7359", "#56876a", "#7aa381"],
    cloud: "#ffe6dc", cloudOpacity: 0.55, stars: false,
  },
  day: {
    sky: ["#1f6fc4", "#4f9be0", "#9ccaf0", "#e4f3ff"],
    sun: "#fffbe6", sunY: 0.16, sunR: 46, haze: "#d7ecfb", far: "#9dbbd6",
    facadeTop: "#f4f7fa", facadeBottom: "#cfd9e3", side: "#9fb1c4", slab: "#ffffff", glass: "#7fb3dd",
    lit: ["#bfe0f7", "#e3f2fc"], litChance: 0.25,
    water: ["#3f95c8", "#1d5f8f"], leaf: ["#1f5d3a", "#2e7a47", "#3f9454", "#6bb36a"],
    cloud: "#ffffff", cloudOpacity: 0.8, stars: false,
  },
  dusk: {
    sky: ["#1d1b4b", "#6b2f72", "#e0704f", "#ffc978"],
    sun: "#ffd37a", sunY: 0.64, sunR: 80, haze: "#f59a63", far: "#5b3663",
    facadeTop: "#3c3357", facadeBottom: "#231f3a", side: "#17142a", slab: "#4d4170", glass: "#2e2a4d",
    lit: ["#ffd27d", "#ffb85c", "#fff0c2"], litChance: 0.42,
    water: ["#6a3d6d", "#1e1a3d"], leaf: ["#15202a", "#1f2d35", "#2a3b3f", "#34494a"],
    cloud: "#ff9d7a", cloudOpacity: 0.45, stars: false,
  },
  night: {
    sky: ["#050a22", "#101a45", "#27295e", "#46356e"],
    sun: "#f4f1de", sunY: 0.14, sunR: 30, haze: "#3b3470", far: "#1c1f44",
    facadeTop: "#1f2546", facadeBottom: "#121631", side: "#0b0e22", slab: "#2b325c", glass: "#1a2046",
    lit: ["#ffd98a", "#ffc56b", "#fff3d0", "#a9d8ff"], litChance: 0.55,
    water: ["#1f2a5c", "#070b22"], leaf: ["#0b1420", "#111d28", "#17262e", "#1d2f33"],
    cloud: "#4b4a86", cloudOpacity: 0.35, stars: true,
  },
};

// ---------------------------------------------------------------------------------------------
// Scene pieces
// ---------------------------------------------------------------------------------------------

function skyAndSun(r: Rng, p: MoodPalette, w: number, h: number, horizon: number, defs: string[]): string {
  const skyId = nextId("sky");
  defs.push(linear(skyId, [[0, p.sky[0]], [0.45, p.sky[1]], [0.8, p.sky[2]], [1, p.sky[3]]]));
  const glowId = nextId("glow");
  defs.push(radial(glowId, [[0, p.sun, 0.95], [0.25, p.sun, 0.55], [1, p.sun, 0]]));
  const sunX = between(r, w * 0.2, w * 0.8);
  const sunY = Math.min(horizon - 10, h * p.sunY);
  let out = `<rect width="${w}" height="${horizon + 4}" fill="url(#${skyId})"/>`;
  if (p.stars) {
    for (let i = 0; i < 90; i++) {
      out += `<circle cx="${f(r() * w)}" cy="${f(r() * horizon * 0.7)}" r="${f(between(r, 0.6, 1.8))}" fill="#ffffff" opacity="${f(between(r, 0.3, 0.9))}"/>`;
    }
  }
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${p.sunR * 5}" fill="url(#${glowId})"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${p.sunR}" fill="${p.sun}" opacity="0.95"/>`;
  out += clouds(r, p, w, horizon, defs);
  return out;
}

function clouds(r: Rng, p: MoodPalette, w: number, horizon: number, defs: string[]): string {
  const blur = nextId("blur");
  defs.push(`<filter id="${blur}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`);
  let out = `<g filter="url(#${blur})" opacity="${p.cloudOpacity}">`;
  const n = intBetween(r, 4, 7);
  for (let i = 0; i < n; i++) {
    const cx = r() * w;
    const cy = between(r, horizon * 0.12, horizon * 0.6);
    const cw = between(r, 140, 320);
    for (let j = 0; j < 4; j++) {
      out += `<ellipse cx="${f(cx + (j - 1.5) * cw * 0.35)}" cy="${f(cy + between(r, -12, 12))}" rx="${f(cw * between(r, 0.25, 0.45))}" ry="${f(between(r, 14, 34))}" fill="${p.cloud}"/>`;
    }
  }
  return out + "</g>";
}

function farSkyline(r: Rng, color: string, w: number, baseY: number, minH: number, maxH: number, opacity: number): string {
  let x = -20;
  let d = `M0 ${baseY}`;
  while (x < w + 20) {
    const bw = between(r, 30, 90);
    const bh = between(r, minH, maxH);
    d += ` L${f(x)} ${f(baseY - bh)} L${f(x + bw)} ${f(baseY - bh)}`;
    if (r() < 0.15) d += ` L${f(x + bw / 2)} ${f(baseY - bh - between(r, 10, 40))} L${f(x + bw)} ${f(baseY - bh)}`;
    x += bw + between(r, -8, 10);
  }
  d += ` L${w} ${baseY} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

interface TowerOpts {
  x: number;
  baseY: number;
  w: number;
  h: number;
  floorH: number;
}

function tower(r: Rng, p: MoodPalette, o: TowerOpts, defs: string[]): string {
  const { x, baseY, w, h, floorH } = o;
  const top = baseY - h;
  const side = Math.max(12, w * between(r, 0.16, 0.28));
  const lift = side * 0.4;
  const face = nextId("face");
  const tint = between(r, -0.12, 0.12);
  const ft = tint >= 0 ? mix(p.facadeTop, "#ffffff", tint) : mix(p.facadeTop, "#000000", -tint);
  const fb = tint >= 0 ? mix(p.facadeBottom, "#ffffff", tint) : mix(p.facadeBottom, "#000000", -tint);
  defs.push(linear(face, [[0, ft], [1, fb]]));
  const sideId = nextId("side");
  defs.push(linear(sideId, [[0, mix(p.side, ft, 0.2)], [1, p.side]]));
  let out = `<g>`;
  out += `<polygon points="${f(x + w)},${f(top)} ${f(x + w + side)},${f(top + lift)} ${f(x + w + side)},${f(baseY)} ${f(x + w)},${f(baseY)}" fill="url(#${sideId})"/>`;
  out += `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="url(#${face})"/>`;

  const cols = Math.max(2, Math.round(w / between(r, 18, 28)));
  const colW = w / cols;
  const floors = Math.floor((h - 14) / floorH);
  const gardenFloor = r() < 0.55 ? intBetween(r, Math.floor(floors * 0.3), Math.floor(floors * 0.7)) : -1;
  const isLightMood = p.litChance < 0.3;
  let windows = "";
  let slabs = "";
  for (let fl = 0; fl < floors; fl++) {
    const y = baseY - (fl + 1) * floorH;
    if (fl === gardenFloor) continue;
    slabs += `<rect x="${f(x - 2)}" y="${f(y + floorH - 3)}" width="${f(w + 4)}" height="2.4" fill="${p.slab}" opacity="${isLightMood ? 0.9 : 0.35}"/>`;
    for (let c = 0; c < cols; c++) {
      const wx = x + c * colW + colW * 0.14;
      const ww = colW * 0.72;
      const wy = y + floorH * 0.14;
      const wh = floorH * 0.62;
      const lit = r() < p.litChance;
      if (lit) {
        windows += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${pick(r, p.lit)}" opacity="${f(between(r, 0.55, 0.95))}"/>`;
      } else if (isLightMood) {
        windows += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${p.glass}" opacity="${f(between(r, 0.45, 0.75))}"/>`;
      } else if (r() < 0.5) {
        windows += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${p.glass}" opacity="0.7"/>`;
      }
    }
    // side face windows, skewed with the side's perspective
    if (r() < 0.7) {
      const sx = x + w + side * 0.2;
      const sw = side * 0.6;
      const yOff = lift * (1 - (baseY - y) / h) * 0.0;
      windows += `<rect x="${f(sx)}" y="${f(y + floorH * 0.2 + yOff)}" width="${f(sw)}" height="${f(floorH * 0.5)}" fill="${r() < p.litChance ? pick(r, p.lit) : p.glass}" opacity="${isLightMood ? 0.35 : 0.6}"/>`;
    }
  }
  out += windows + slabs;
  if (gardenFloor >= 0) {
    const gy = baseY - (gardenFloor + 1) * floorH;
    out += `<rect x="${f(x)}" y="${f(gy)}" width="${f(w)}" height="${f(floorH)}" fill="${mix(p.side, "#000000", 0.25)}" opacity="0.8"/>`;
    for (let i = 0; i < Math.round(w / 10); i++) {
      out += `<circle cx="${f(x + 5 + i * 10 + between(r, -2, 2))}" cy="${f(gy + floorH * 0.55)}" r="${f(between(r, 4, 8))}" fill="${pick(r, p.leaf)}"/>`;
    }
  }
  // crown
  const crown = r();
  if (crown < 0.35) {
    out += `<rect x="${f(x + w * 0.15)}" y="${f(top - floorH * 1.4)}" width="${f(w * 0.7)}" height="${f(floorH * 1.4)}" fill="${mix(p.side, ft, 0.5)}"/>`;
  } else if (crown < 0.65) {
    out += `<polygon points="${f(x)},${f(top)} ${f(x + w)},${f(top)} ${f(x + w)},${f(top - floorH * 2.2)}" fill="${mix(p.side, ft, 0.4)}"/>`;
  } else {
    out += `<rect x="${f(x - 3)}" y="${f(top - 6)}" width="${f(w + 6)}" height="6" fill="${p.slab}" opacity="0.8"/>`;
    for (let i = 0; i < 4; i++) {
      out += `<line x1="${f(x + (w / 5) * (i + 1))}" y1="${f(top - 6)}" x2="${f(x + (w / 5) * (i + 1))}" y2="${f(top - 20)}" stroke="${p.slab}" stroke-width="2" opacity="0.6"/>`;
    }
  }
  return out + "</g>";
}

function cityCluster(r: Rng, p: MoodPalette, w: number, baseY: number, count: number, maxH: number, defs: string[]): string {
  const towers: TowerOpts[] = [];
  const span = w * 0.9;
  const start = w * 0.05;
  for (let i = 0; i < count; i++) {
    const tw = between(r, 110, 190);
    const x = start + (span / count) * i + between(r, -20, 30);
    const th = between(r, maxH * 0.45, maxH);
    towers.push({ x, baseY, w: tw, h: th, floorH: between(r, 16, 22) });
  }
  // draw the shorter ones last so they sit in front
  towers.sort((a, b) => b.h - a.h);
  return towers.map((t) => tower(r, p, t, defs)).join("");
}

function treeCluster(r: Rng, leaf: string[], x: number, baseY: number, size: number): string {
  let out = `<rect x="${f(x - size * 0.05)}" y="${f(baseY - size * 0.9)}" width="${f(size * 0.1)}" height="${f(size * 0.9)}" fill="#3b2a20" opacity="0.8"/>`;
  const n = intBetween(r, 5, 8);
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${f(x + between(r, -size * 0.5, size * 0.5))}" cy="${f(baseY - size * between(r, 0.8, 1.4))}" r="${f(size * between(r, 0.3, 0.5))}" fill="${pick(r, leaf)}"/>`;
  }
  out += `<circle cx="${f(x - size * 0.15)}" cy="${f(baseY - size * 1.25)}" r="${f(size * 0.22)}" fill="${leaf[leaf.length - 1]}" opacity="0.6"/>`;
  return out;
}

function palm(r: Rng, x: number, baseY: number, height: number, trunk: string, leafColor: string): string {
  const lean = between(r, -0.25, 0.25) * height;
  const topX = x + lean;
  const topY = baseY - height;
  let out = `<path d="M${f(x)} ${f(baseY)} Q${f(x + lean * 0.2)} ${f(baseY - height * 0.5)} ${f(topX)} ${f(topY)}" stroke="${trunk}" stroke-width="${f(height * 0.045)}" fill="none" stroke-linecap="round"/>`;
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const a = (Math.PI * 2 * i) / fronds + between(r, -0.2, 0.2);
    const len = height * between(r, 0.32, 0.45);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.45 + len * 0.35;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY - len * 0.25;
    out += `<path d="M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" stroke="${leafColor}" stroke-width="${f(height * 0.05)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function greeneryForeground(r: Rng, p: MoodPalette, w: number, h: number, top: number, defs: string[]): string {
  const lawn = nextId("lawn");
  defs.push(linear(lawn, [[0, p.leaf[2]], [1, p.leaf[0]]]));
  let out = `<rect x="0" y="${f(top)}" width="${w}" height="${f(h - top)}" fill="url(#${lawn})"/>`;
  // a curving path through the park
  out += `<path d="M${f(w * 0.3)} ${h} C${f(w * 0.45)} ${f(top + (h - top) * 0.6)} ${f(w * 0.6)} ${f(top + (h - top) * 0.3)} ${f(w * 0.85)} ${f(top)}" stroke="${mix(p.slab, p.leaf[2], 0.35)}" stroke-width="26" fill="none" opacity="0.55" stroke-linecap="round"/>`;
  let x = -30;
  while (x < w + 40) {
    const size = between(r, 60, 120);
    out += treeCluster(r, p.leaf, x, top + between(r, 10, 40), size);
    x += size * between(r, 0.8, 1.4);
  }
  x = -50;
  while (x < w + 60) {
    const size = between(r, 110, 190);
    out += treeCluster(r, p.leaf, x, h + 20, size);
    x += size * between(r, 1.4, 2.4);
  }
  return out;
}

function waterForeground(p: MoodPalette, w: number, h: number, waterY: number, cityId: string, defs: string[], r: Rng): string {
  const wg = nextId("water");
  defs.push(linear(wg, [[0, p.water[0], 0.4], [1, p.water[1], 0.9]]));
  const clip = nextId("clip");
  defs.push(`<clipPath id="${clip}"><rect x="0" y="${f(waterY)}" width="${w}" height="${f(h - waterY)}"/></clipPath>`);
  const blur = nextId("rblur");
  defs.push(`<filter id="${blur}"><feGaussianBlur stdDeviation="3 6"/></filter>`);
  let out = `<rect x="0" y="${f(waterY)}" width="${w}" height="${f(h - waterY)}" fill="${p.water[1]}"/>`;
  out += `<g clip-path="url(#${clip})"><use xlink:href="#${cityId}" transform="translate(0 ${f(waterY * 2)}) scale(1 -1)" opacity="0.8" filter="url(#${blur})"/></g>`;
  out += `<rect x="0" y="${f(waterY)}" width="${w}" height="${f(h - waterY)}" fill="url(#${wg})"/>`;
  for (let i = 0; i < 70; i++) {
    const y = between(r, waterY + 6, h);
    const len = between(r, 20, 140) * (0.5 + (y - waterY) / (h - waterY));
    out += `<rect x="${f(r() * w)}" y="${f(y)}" width="${f(len)}" height="${f(between(r, 1, 2.5))}" fill="${p.sun}" opacity="${f(between(r, 0.08, 0.3))}"/>`;
  }
  // promenade edge
  out += `<rect x="0" y="${f(waterY - 4)}" width="${w}" height="6" fill="${mix(p.side, "#000000", 0.3)}" opacity="0.8"/>`;
  return out;
}

function poolForeground(r: Rng, p: MoodPalette, mood: SceneMood, w: number, h: number, top: number, defs: string[]): string {
  const deck = nextId("deck");
  const deckTop = mood === "night" || mood === "dusk" ? "#5a4a52" : "#e7d8c0";
  const deckBottom = mood === "night" || mood === "dusk" ? "#2e2630" : "#c9b594";
  defs.push(linear(deck, [[0, deckTop], [1, deckBottom]]));
  const pool = nextId("pool");
  const poolTop = mood === "night" ? "#2bc4d8" : mood === "dusk" ? "#3aa6b8" : "#5fd0e0";
  const poolBottom = mood === "night" ? "#0a5f86" : mood === "dusk" ? "#1b5d7a" : "#139ab8";
  defs.push(linear(pool, [[0, poolTop], [1, poolBottom]]));
  let out = `<rect x="0" y="${f(top)}" width="${w}" height="${f(h - top)}" fill="url(#${deck})"/>`;
  // wooden planks
  for (let i = 0; i < 14; i++) {
    const y = top + ((h - top) * i * i) / 196;
    out += `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="#000000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  const pTop = top + (h - top) * 0.18;
  const pBottom = h - (h - top) * 0.12;
  const inset = w * 0.16;
  out += `<polygon points="${f(inset + w * 0.08)},${f(pTop)} ${f(w - inset - w * 0.08)},${f(pTop)} ${f(w - inset + w * 0.06)},${f(pBottom)} ${f(inset - w * 0.06)},${f(pBottom)}" fill="url(#${pool})"/>`;
  for (let i = 0; i < 26; i++) {
    const y = between(r, pTop + 6, pBottom - 6);
    const x = between(r, inset, w - inset - 60);
    out += `<path d="M${f(x)} ${f(y)} q15 -5 30 0 t30 0" stroke="#ffffff" stroke-opacity="${f(between(r, 0.15, 0.45))}" stroke-width="2" fill="none"/>`;
  }
  if (mood === "night" || mood === "dusk") {
    const glow = nextId("poolglow");
    defs.push(radial(glow, [[0, "#7ef3ff", 0.5], [1, "#7ef3ff", 0]]));
    out += `<ellipse cx="${w / 2}" cy="${f((pTop + pBottom) / 2)}" rx="${f(w * 0.4)}" ry="${f((pBottom - pTop) * 0.7)}" fill="url(#${glow})"/>`;
  }
  // loungers along the left and right edges
  const lounger = mood === "night" || mood === "dusk" ? "#d9cfc4" : "#ffffff";
  for (let i = 0; i < 4; i++) {
    const ly = pTop + (pBottom - pTop) * (0.15 + i * 0.22);
    const scale = 0.6 + (ly - top) / (h - top);
    out += `<rect x="${f(inset - w * 0.13 - i * 12)}" y="${f(ly)}" width="${f(70 * scale)}" height="${f(18 * scale)}" rx="${f(6 * scale)}" fill="${lounger}" opacity="0.92"/>`;
    out += `<rect x="${f(w - inset + w * 0.06 + i * 12)}" y="${f(ly)}" width="${f(70 * scale)}" height="${f(18 * scale)}" rx="${f(6 * scale)}" fill="${lounger}" opacity="0.92"/>`;
  }
  const trunk = mood === "day" ? "#7a5a3c" : "#2c2024";
  const leaf = mood === "day" ? "#2e7a47" : mood === "dawn" ? "#3f6b52" : "#16262a";
  out += palm(r, w * 0.05, h, h * 0.55, trunk, leaf);
  out += palm(r, w * 0.95, h, h * 0.6, trunk, leaf);
  out += palm(r, w * 0.14, h - 20, h * 0.38, trunk, leaf);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Project scenes
// ---------------------------------------------------------------------------------------------

function towersScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const p = MOODS[s.mood];
  const defs: string[] = [];
  const horizon = s.foreground === "water" ? h * 0.66 : s.foreground === "pool" ? h * 0.68 : h * 0.7;
  let body = skyAndSun(r, p, w, h, horizon, defs);
  const hazeId = nextId("haze");
  defs.push(linear(hazeId, [[0, p.haze, 0], [1, p.haze, 0.55]]));
  const cityId = nextId("city");
  let city = farSkyline(r, p.far, w, horizon, 30, 140, 0.65);
  city += `<rect x="0" y="${f(horizon - 180)}" width="${w}" height="180" fill="url(#${hazeId})"/>`;
  city += cityCluster(r, p, w, horizon, intBetween(r, 5, 7), horizon * 0.86, defs);
  body += `<g id="${cityId}">${city}</g>`;
  if (s.foreground === "water") body += waterForeground(p, w, h, horizon, cityId, defs, r);
  else if (s.foreground === "greenery") body += greeneryForeground(r, p, w, h, horizon, defs);
  else if (s.foreground === "pool") body += poolForeground(r, p, s.mood, w, h, horizon, defs);
  return svgDoc(w, h, defs, body);
}

function poolDeckScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const p = MOODS[s.mood];
  const defs: string[] = [];
  const horizon = h * 0.5;
  let body = skyAndSun(r, p, w, h, horizon, defs);
  body += farSkyline(r, p.far, w, horizon, 20, 90, 0.6);
  body += cityCluster(r, p, w, horizon, 3, horizon * 0.9, defs);
  // hedge line behind the deck
  for (let x = -20; x < w + 20; x += 34) {
    body += `<circle cx="${f(x)}" cy="${f(horizon + 4)}" r="${f(between(r, 18, 28))}" fill="${pick(r, p.leaf)}"/>`;
  }
  body += poolForeground(r, p, s.mood, w, h, horizon + 14, defs);
  if (s.mood !== "day") {
    // deck lamps
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.16);
      const lg = nextId("lamp");
      defs.push(radial(lg, [[0, "#ffd98a", 0.9], [1, "#ffd98a", 0]]));
      body += `<circle cx="${f(x)}" cy="${f(horizon + 40)}" r="34" fill="url(#${lg})"/><circle cx="${f(x)}" cy="${f(horizon + 40)}" r="4" fill="#fff3d0"/>`;
    }
  } else {
    // umbrellas
    for (const ux of [0.22, 0.78]) {
      const x = w * ux;
      const y = horizon + (h - horizon) * 0.3;
      body += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 90)}" stroke="#5b4636" stroke-width="5"/>`;
      body += `<path d="M${f(x - 90)} ${f(y + 12)} Q${f(x)} ${f(y - 50)} ${f(x + 90)} ${f(y + 12)} Z" fill="#f4efe6"/>`;
      body += `<path d="M${f(x - 90)} ${f(y + 12)} Q${f(x - 45)} ${f(y - 30)} ${f(x)} ${f(y - 20)} Q${f(x - 25)} ${f(y - 5)} ${f(x - 90)} ${f(y + 12)}" fill="#0f8b8d" opacity="0.55"/>`;
    }
  }
  return svgDoc(w, h, defs, body);
}

function lobbyScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const warm = s.mood !== "day";
  const defs: string[] = [];
  const wall = nextId("wall");
  defs.push(linear(wall, warm ? [[0, "#3b2d26"], [1, "#6b5244"]] : [[0, "#cfc3b1"], [1, "#ece4d6"]]));
  const floor = nextId("floor");
  defs.push(linear(floor, warm ? [[0, "#8b6f5c"], [1, "#3d2e27"]] : [[0, "#ece6dc"], [1, "#a99f90"]]));
  const side = nextId("sidewall");
  defs.push(linear(side, warm ? [[0, "#2a1f1b"], [1, "#4b3a31"]] : [[0, "#9c7b5c"], [1, "#c8a882"]], false));
  const view = nextId("view");
  defs.push(linear(view, warm ? [[0, "#253a4a"], [1, "#6c5a4c"]] : [[0, "#a8d3ea"], [1, "#e4f2ea"]]));
  const vx1 = w * 0.22;
  const vx2 = w * 0.78;
  const vy1 = h * 0.12;
  const vy2 = h * 0.66;
  let body = `<rect width="${w}" height="${h}" fill="url(#${wall})"/>`;
  // side walls
  body += `<polygon points="0,0 ${f(vx1)},${f(vy1)} ${f(vx1)},${f(vy2)} 0,${h}" fill="url(#${side})"/>`;
  body += `<polygon points="${w},0 ${f(vx2)},${f(vy1)} ${f(vx2)},${f(vy2)} ${w},${h}" fill="url(#${side})"/>`;
  // floor
  body += `<polygon points="0,${h} ${f(vx1)},${f(vy2)} ${f(vx2)},${f(vy2)} ${w},${h}" fill="url(#${floor})"/>`;
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    body += `<line x1="${f(w * t)}" y1="${h}" x2="${f(vx1 + (vx2 - vx1) * t)}" y2="${f(vy2)}" stroke="${warm ? "#000000" : "#9c958a"}" stroke-opacity="0.18" stroke-width="1.5"/>`;
  }
  // back wall: tall glazing onto a garden
  const panes = 5;
  const pw = (vx2 - vx1) / panes;
  body += `<rect x="${f(vx1)}" y="${f(vy1)}" width="${f(vx2 - vx1)}" height="${f(vy2 - vy1)}" fill="url(#${view})"/>`;
  for (let i = 0; i < 16; i++) {
    body += treeCluster(r, warm ? ["#1d2f2b", "#27403a", "#30504a", "#3d5f55"] : ["#3f8a5a", "#57a56b", "#7cbf7f", "#a6d69a"], between(r, vx1, vx2), vy2 + 6, between(r, 50, 90));
  }
  for (let i = 0; i <= panes; i++) {
    body += `<rect x="${f(vx1 + i * pw - 3)}" y="${f(vy1)}" width="6" height="${f(vy2 - vy1)}" fill="${warm ? "#1a1412" : "#9aa3a8"}"/>`;
  }
  // reflection of the glazing on the floor
  body += `<rect x="${f(vx1)}" y="${f(vy2)}" width="${f(vx2 - vx1)}" height="${f(h * 0.16)}" fill="url(#${view})" opacity="0.22"/>`;
  // pendant lights
  const lights = 5;
  for (let i = 0; i < lights; i++) {
    const x = w * (0.2 + (0.6 * i) / (lights - 1));
    const y = h * between(r, 0.2, 0.3);
    const lg = nextId("pend");
    defs.push(radial(lg, [[0, "#ffe2a8", warm ? 0.85 : 0.45], [1, "#ffe2a8", 0]]));
    body += `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(y)}" stroke="${warm ? "#c9a76a" : "#6d6a66"}" stroke-width="2"/>`;
    body += `<circle cx="${f(x)}" cy="${f(y + 10)}" r="110" fill="url(#${lg})"/>`;
    body += `<ellipse cx="${f(x)}" cy="${f(y + 8)}" rx="28" ry="16" fill="${warm ? "#f2c26b" : "#f8f1e3"}"/>`;
  }
  // reception counter
  const desk = nextId("desk");
  defs.push(linear(desk, warm ? [[0, "#a57a55"], [1, "#5c3f2b"]] : [[0, "#f7f4ee"], [1, "#d6cfc2"]]));
  const dy = h * 0.7;
  body += `<rect x="${f(w * 0.36)}" y="${f(dy)}" width="${f(w * 0.28)}" height="${f(h * 0.12)}" rx="16" fill="url(#${desk})"/>`;
  body += `<rect x="${f(w * 0.36)}" y="${f(dy)}" width="${f(w * 0.28)}" height="8" rx="4" fill="${warm ? "#d8b98c" : "#bfb6a6"}"/>`;
  // lounge chairs and planters
  for (const cx of [0.14, 0.86]) {
    const x = w * cx;
    body += `<rect x="${f(x - 80)}" y="${f(h * 0.8)}" width="160" height="70" rx="28" fill="${warm ? "#c8a27a" : "#8ea3a6"}"/>`;
    body += `<rect x="${f(x - 80)}" y="${f(h * 0.76)}" width="160" height="40" rx="20" fill="${warm ? "#b08a64" : "#7a9194"}"/>`;
  }
  for (const cx of [0.3, 0.7]) {
    const x = w * cx;
    body += `<rect x="${f(x - 30)}" y="${f(h * 0.74)}" width="60" height="70" rx="10" fill="${warm ? "#2b2220" : "#e9e4da"}"/>`;
    body += treeCluster(r, warm ? ["#2d4a3a", "#3b5f48", "#4f7a5a", "#6b9a70"] : ["#3f8a5a", "#57a56b", "#7cbf7f", "#a6d69a"], x, h * 0.76, 60);
  }
  return svgDoc(w, h, defs, body);
}

function livingRoomScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const p = MOODS[s.mood];
  const warm = s.mood !== "day";
  const defs: string[] = [];
  const wx1 = w * 0.06;
  const wx2 = w * 0.66;
  const wy1 = h * 0.08;
  const wy2 = h * 0.62;
  // outside view, drawn first then framed
  const clip = nextId("winclip");
  defs.push(`<clipPath id="${clip}"><rect x="${f(wx1)}" y="${f(wy1)}" width="${f(wx2 - wx1)}" height="${f(wy2 - wy1)}"/></clipPath>`);
  let outside = skyAndSun(r, p, w, h, wy2 - 10, defs);
  outside += farSkyline(r, p.far, w, wy2 - 10, 40, 160, 0.8);
  outside += cityCluster(r, p, w, wy2 + 20, 5, h * 0.38, defs);
  let body = `<g clip-path="url(#${clip})">${outside}</g>`;
  const wall = nextId("lwall");
  defs.push(linear(wall, warm ? [[0, "#4a3b36"], [1, "#2b221f"]] : [[0, "#f4efe7"], [1, "#e3dbcf"]]));
  // wall around the window (drawn as a frame using even-odd fill)
  body += `<path fill-rule="evenodd" d="M0 0 H${w} V${h} H0 Z M${f(wx1)} ${f(wy1)} V${f(wy2)} H${f(wx2)} V${f(wy1)} Z" fill="url(#${wall})"/>`;
  for (let i = 0; i <= 3; i++) {
    const x = wx1 + ((wx2 - wx1) * i) / 3;
    body += `<rect x="${f(x - 4)}" y="${f(wy1)}" width="8" height="${f(wy2 - wy1)}" fill="${warm ? "#1b1614" : "#d6d0c6"}"/>`;
  }
  // floor
  const floor = nextId("lfloor");
  defs.push(linear(floor, warm ? [[0, "#6d4e3a"], [1, "#3a281e"]] : [[0, "#d8b894"], [1, "#b08e6a"]]));
  body += `<rect x="0" y="${f(wy2 + 30)}" width="${w}" height="${f(h - wy2 - 30)}" fill="url(#${floor})"/>`;
  for (let i = 0; i < 12; i++) {
    body += `<line x1="${f((w / 12) * i)}" y1="${f(wy2 + 30)}" x2="${f((w / 12) * i - 120)}" y2="${h}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  // warm lamp glow
  const lamp = nextId("llamp");
  defs.push(radial(lamp, [[0, "#ffd9a0", warm ? 0.7 : 0.25], [1, "#ffd9a0", 0]]));
  body += `<circle cx="${f(w * 0.85)}" cy="${f(h * 0.35)}" r="260" fill="url(#${lamp})"/>`;
  body += `<line x1="${f(w * 0.85)}" y1="${f(h * 0.38)}" x2="${f(w * 0.85)}" y2="${f(h * 0.86)}" stroke="${warm ? "#c9a76a" : "#4b4540"}" stroke-width="5"/>`;
  body += `<path d="M${f(w * 0.85 - 50)} ${f(h * 0.38)} L${f(w * 0.85 - 30)} ${f(h * 0.3)} L${f(w * 0.85 + 30)} ${f(h * 0.3)} L${f(w * 0.85 + 50)} ${f(h * 0.38)} Z" fill="${warm ? "#f4d29a" : "#efe6d6"}"/>`;
  // rug, sofa, coffee table
  body += `<ellipse cx="${f(w * 0.45)}" cy="${f(h * 0.88)}" rx="${f(w * 0.33)}" ry="${f(h * 0.08)}" fill="${warm ? "#8a6b5a" : "#cfc3b0"}" opacity="0.8"/>`;
  const sofa = warm ? "#b9896a" : pick(r, ["#5e7f8a", "#7d8f6e", "#9a7b6b"]);
  body += `<rect x="${f(w * 0.18)}" y="${f(h * 0.63)}" width="${f(w * 0.5)}" height="${f(h * 0.12)}" rx="26" fill="${mix(sofa, "#000000", 0.15)}"/>`;
  body += `<rect x="${f(w * 0.15)}" y="${f(h * 0.72)}" width="${f(w * 0.56)}" height="${f(h * 0.11)}" rx="22" fill="${sofa}"/>`;
  body += `<rect x="${f(w * 0.13)}" y="${f(h * 0.66)}" width="${f(w * 0.05)}" height="${f(h * 0.18)}" rx="18" fill="${mix(sofa, "#000000", 0.1)}"/>`;
  body += `<rect x="${f(w * 0.68)}" y="${f(h * 0.66)}" width="${f(w * 0.05)}" height="${f(h * 0.18)}" rx="18" fill="${mix(sofa, "#000000", 0.1)}"/>`;
  for (let i = 0; i < 3; i++) {
    body += `<rect x="${f(w * (0.22 + i * 0.15))}" y="${f(h * 0.655)}" width="${f(w * 0.11)}" height="${f(h * 0.075)}" rx="16" fill="${mix(sofa, "#ffffff", 0.25 + i * 0.05)}"/>`;
  }
  body += `<ellipse cx="${f(w * 0.44)}" cy="${f(h * 0.9)}" rx="${f(w * 0.1)}" ry="${f(h * 0.025)}" fill="${warm ? "#2a1d16" : "#3b3430"}"/>`;
  body += treeCluster(r, ["#2f5b3f", "#3f7a50", "#57935f", "#7cb07a"], w * 0.93, h * 0.82, 70);
  body += `<rect x="${f(w * 0.93 - 30)}" y="${f(h * 0.8)}" width="60" height="${f(h * 0.1)}" rx="8" fill="${warm ? "#d8c7b0" : "#ffffff"}"/>`;
  return svgDoc(w, h, defs, body);
}

function gardenScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const p = MOODS[s.mood];
  const defs: string[] = [];
  const horizon = h * 0.52;
  let body = skyAndSun(r, p, w, h, horizon, defs);
  body += farSkyline(r, p.far, w, horizon, 20, 80, 0.5);
  body += cityCluster(r, p, w, horizon + 30, 4, horizon * 0.75, defs);
  const lawn = nextId("glawn");
  defs.push(linear(lawn, [[0, "#7fbf6f"], [1, "#3c8a4a"]]));
  body += `<rect x="0" y="${f(horizon + 20)}" width="${w}" height="${f(h - horizon)}" fill="url(#${lawn})"/>`;
  // winding path
  body += `<path d="M${f(w * 0.5)} ${h} C${f(w * 0.2)} ${f(h * 0.82)} ${f(w * 0.75)} ${f(h * 0.7)} ${f(w * 0.52)} ${f(horizon + 30)}" stroke="#efe3cf" stroke-width="60" fill="none" stroke-linecap="round"/>`;
  // flower beds
  for (let i = 0; i < 8; i++) {
    const x = between(r, 0, w);
    const y = between(r, horizon + 60, h - 40);
    const colour = pick(r, ["#f28ab2", "#f6c453", "#e86f5a", "#b98be0", "#ffffff"]);
    for (let j = 0; j < 14; j++) {
      body += `<circle cx="${f(x + between(r, -50, 50))}" cy="${f(y + between(r, -14, 14))}" r="${f(between(r, 4, 8))}" fill="${colour}" opacity="0.9"/>`;
    }
  }
  // pavilion
  const px = w * 0.74;
  const py = horizon + 110;
  body += `<rect x="${f(px - 80)}" y="${f(py)}" width="160" height="70" fill="#f6f1e7" opacity="0.85"/>`;
  body += `<polygon points="${f(px - 110)},${f(py)} ${f(px)},${f(py - 50)} ${f(px + 110)},${f(py)}" fill="#6b4f3a"/>`;
  let x = -40;
  while (x < w + 40) {
    const size = between(r, 90, 160);
    body += treeCluster(r, p.leaf, x, h + 30, size);
    x += size * between(r, 1.6, 2.6);
  }
  return svgDoc(w, h, defs, body);
}

function skyTerraceScene(s: ProjectScene, w: number, h: number): string {
  const r = mulberry32(s.seed);
  const p = MOODS[s.mood];
  const defs: string[] = [];
  const horizon = h * 0.62;
  let body = skyAndSun(r, p, w, h, horizon, defs);
  body += farSkyline(r, p.far, w, horizon, 20, 110, 0.7);
  // the city seen from above: short blocks with lit windows below the horizon
  for (let i = 0; i < 18; i++) {
    const bx = between(r, 0, w);
    const bw = between(r, 40, 100);
    const bh = between(r, 40, 150);
    body += `<rect x="${f(bx)}" y="${f(horizon - bh * 0.4)}" width="${f(bw)}" height="${f(bh)}" fill="${mix(p.facadeBottom, "#000000", 0.2)}"/>`;
    for (let j = 0; j < 6; j++) {
      body += `<rect x="${f(bx + between(r, 4, bw - 10))}" y="${f(horizon - bh * 0.4 + between(r, 4, bh - 8))}" width="5" height="6" fill="${pick(r, p.lit)}" opacity="0.8"/>`;
    }
  }
  // deck
  const deck = nextId("tdeck");
  defs.push(linear(deck, [[0, "#8a6a55"], [1, "#3f2d24"]]));
  body += `<rect x="0" y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="url(#${deck})"/>`;
  // glass balustrade
  body += `<rect x="0" y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.16)}" fill="#cfe6f2" opacity="0.16"/>`;
  body += `<rect x="0" y="${f(h * 0.615)}" width="${w}" height="6" fill="#e9e2d6" opacity="0.8"/>`;
  for (let i = 0; i <= 10; i++) {
    body += `<rect x="${f((w / 10) * i - 2)}" y="${f(h * 0.62)}" width="4" height="${f(h * 0.16)}" fill="#e9e2d6" opacity="0.5"/>`;
  }
  // string lights
  let d = `M0 ${f(h * 0.1)}`;
  for (let i = 1; i <= 6; i++) d += ` Q${f((w / 6) * (i - 0.5))} ${f(h * 0.2)} ${f((w / 6) * i)} ${f(h * 0.1)}`;
  body += `<path d="${d}" stroke="#1d1512" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < 36; i++) {
    const t = (i + 0.5) / 36;
    const seg = t * 6;
    const local = seg - Math.floor(seg);
    const y = h * 0.1 + 4 * (h * 0.1) * local * (1 - local) * 0.5;
    const lg = nextId("bulb");
    defs.push(radial(lg, [[0, "#ffe3a3", 0.9], [1, "#ffe3a3", 0]]));
    body += `<circle cx="${f(t * w)}" cy="${f(y + 6)}" r="16" fill="url(#${lg})"/><circle cx="${f(t * w)}" cy="${f(y + 6)}" r="3.5" fill="#fff4d6"/>`;
  }
  // planters with shrubs
  for (const cx of [0.08, 0.3, 0.72, 0.93]) {
    const x = w * cx;
    body += `<rect x="${f(x - 70)}" y="${f(h * 0.76)}" width="140" height="${f(h * 0.12)}" rx="6" fill="#d9cbb8"/>`;
    body += treeCluster(r, ["#1f3b2f", "#2c4f3b", "#3d6649", "#58805c"], x, h * 0.78, 70);
  }
  return svgDoc(w, h, defs, body);
}

function projectSvg(s: ProjectScene): string {
  const w = 1600;
  const h = 1000;
  switch (s.kind) {
    case "towers": return towersScene(s, w, h);
    case "pool-deck": return poolDeckScene(s, w, h);
    case "lobby": return lobbyScene(s, w, h);
    case "living-room": return livingRoomScene(s, w, h);
    case "garden": return gardenScene(s, w, h);
    case "sky-terrace": return skyTerraceScene(s, w, h);
  }
}

// ---------------------------------------------------------------------------------------------
// Blog covers
// ---------------------------------------------------------------------------------------------

const COVER_PALETTES = [
  ["#0f3d3e", "#1d6b6b", "#e3b04b", "#f6e7c1", "#f28f3b"],
  ["#3d2c5e", "#7b4b94", "#f28f7a", "#ffd3b6", "#54c6be"],
  ["#1b2a49", "#465881", "#00a6a6", "#efca08", "#f6f4ef"],
  ["#2d1e2f", "#a44a3f", "#f3c677", "#f7ede2", "#6a8e7f"],
];

function coverSvg(c: BlogCover): string {
  const w = 1600;
  const h = 900;
  const r = mulberry32(c.seed);
  const pal = COVER_PALETTES[c.seed % COVER_PALETTES.length];
  const defs: string[] = [];
  const bg = nextId("cbg");
  defs.push(linear(bg, [[0, pal[0]], [1, pal[1]]]));
  let body = `<rect width="${w}" height="${h}" fill="url(#${bg})"/>`;
  switch (c.theme) {
    case "isometric-city": {
      const tile = 70;
      const cos = Math.cos(Math.PI / 6);
      for (let gy = 0; gy < 9; gy++) {
        for (let gx = 0; gx < 9; gx++) {
          const cx = w / 2 + (gx - gy) * tile * cos;
          const cy = h * 0.18 + (gx + gy) * tile * 0.5;
          const height = r() < 0.2 ? 0 : between(r, 20, 240) * (1 - Math.abs(gx - gy) / 14);
          const top = pick(r, [pal[2], pal[3], pal[4]]);
          const s = tile * 0.46;
          const yTop = cy - height;
          body += `<polygon points="${f(cx - s * cos * 2)},${f(cy)} ${f(cx)},${f(cy + s)} ${f(cx)},${f(cy + s - height)} ${f(cx - s * cos * 2)},${f(cy - height)}" fill="${mix(top, "#000000", 0.35)}"/>`;
          body += `<polygon points="${f(cx + s * cos * 2)},${f(cy)} ${f(cx)},${f(cy + s)} ${f(cx)},${f(cy + s - height)} ${f(cx + s * cos * 2)},${f(cy - height)}" fill="${mix(top, "#000000", 0.18)}"/>`;
          body += `<polygon points="${f(cx)},${f(yTop - s)} ${f(cx + s * cos * 2)},${f(yTop)} ${f(cx)},${f(yTop + s)} ${f(cx - s * cos * 2)},${f(yTop)}" fill="${top}"/>`;
        }
      }
      break;
    }
    case "arches": {
      body += `<circle cx="${f(w * 0.72)}" cy="${f(h * 0.3)}" r="150" fill="${pal[2]}" opacity="0.9"/>`;
      for (let i = 0; i < 6; i++) {
        const aw = between(r, 160, 260);
        const ax = 60 + i * 250 + between(r, -20, 20);
        const ah = between(r, 380, 640);
        const ay = h - ah;
        const colour = [pal[3], pal[4], pal[2]][i % 3];
        body += `<path d="M${f(ax)} ${h} V${f(ay + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(ay + aw / 2)} V${h} Z" fill="${colour}" opacity="${f(between(r, 0.75, 0.95))}"/>`;
        body += `<path d="M${f(ax + aw * 0.5)} ${h} V${f(ay + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(ay + aw / 2)} V${h} Z" fill="#000000" opacity="0.12"/>`;
      }
      break;
    }
    case "skyline-bands": {
      body += `<circle cx="${f(between(r, w * 0.2, w * 0.8))}" cy="${f(h * 0.35)}" r="120" fill="${pal[3]}" opacity="0.9"/>`;
      for (let layer = 0; layer < 5; layer++) {
        const base = h * (0.45 + layer * 0.13);
        const colour = mix(pal[2], pal[0], layer / 5);
        body += farSkyline(r, colour, w, base + 40, 60 - layer * 6, 260 - layer * 40, 1);
        body += `<rect x="0" y="${f(base + 38)}" width="${w}" height="${f(h - base)}" fill="${colour}"/>`;
      }
      break;
    }
    case "grid-windows": {
      const cols = 16;
      const rows = 9;
      const cw = w / cols;
      const rh = h / rows;
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < cols; x++) {
          const lit = r() < 0.3;
          body += `<rect x="${f(x * cw + 8)}" y="${f(y * rh + 8)}" width="${f(cw - 16)}" height="${f(rh - 16)}" rx="8" fill="${lit ? pick(r, [pal[2], pal[3], pal[4]]) : mix(pal[0], "#000000", 0.3)}" opacity="${lit ? f(between(r, 0.6, 1)) : "0.7"}"/>`;
        }
      }
      break;
    }
    case "sun-circles": {
      for (let i = 0; i < 5; i++) {
        body += `<circle cx="${f(w * (0.2 + i * 0.15))}" cy="${f(h * between(r, 0.3, 0.5))}" r="${f(between(r, 120, 220))}" fill="${[pal[2], pal[3], pal[4]][i % 3]}" opacity="0.55"/>`;
      }
      for (let i = 0; i < 6; i++) {
        body += `<rect x="0" y="${f(h * 0.62 + i * 45)}" width="${w}" height="45" fill="${mix(pal[1], pal[0], i / 6)}"/>`;
      }
      break;
    }
    case "interior-plant": {
      body += `<polygon points="${f(w * 0.15)},0 ${f(w * 0.45)},0 ${f(w * 0.75)},${f(h * 0.7)} ${f(w * 0.45)},${f(h * 0.7)}" fill="${pal[3]}" opacity="0.25"/>`;
      body += `<rect x="${f(w * 0.62)}" y="${f(h * 0.08)}" width="${f(w * 0.26)}" height="${f(h * 0.34)}" fill="${pal[3]}" opacity="0.35"/>`;
      body += `<rect x="${f(w * 0.745)}" y="${f(h * 0.08)}" width="8" height="${f(h * 0.34)}" fill="${pal[0]}" opacity="0.6"/><rect x="${f(w * 0.62)}" y="${f(h * 0.25)}" width="${f(w * 0.26)}" height="8" fill="${pal[0]}" opacity="0.6"/>`;
      body += `<rect x="0" y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="${mix(pal[1], "#000000", 0.25)}"/>`;
      body += `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.86)}" rx="${f(w * 0.3)}" ry="${f(h * 0.06)}" fill="${pal[4]}" opacity="0.35"/>`;
      body += `<rect x="${f(w * 0.58)}" y="${f(h * 0.5)}" width="${f(w * 0.25)}" height="${f(h * 0.3)}" rx="8" fill="${pal[2]}"/>`;
      const px = w * 0.35;
      body += `<path d="M${f(px - 70)} ${f(h * 0.62)} L${f(px + 70)} ${f(h * 0.62)} L${f(px + 50)} ${f(h * 0.82)} L${f(px - 50)} ${f(h * 0.82)} Z" fill="${pal[4]}"/>`;
      for (let i = 0; i < 11; i++) {
        const a = -Math.PI / 2 + between(r, -1.1, 1.1);
        const len = between(r, 140, 280);
        const ex = px + Math.cos(a) * len;
        const ey = h * 0.62 + Math.sin(a) * len;
        body += `<path d="M${f(px)} ${f(h * 0.62)} Q${f((px + ex) / 2 + between(r, -60, 60))} ${f((h * 0.62 + ey) / 2)} ${f(ex)} ${f(ey)}" stroke="${pick(r, ["#2e6b4a", "#3f8a5a", "#5aa36c"])}" stroke-width="${f(between(r, 14, 26))}" stroke-linecap="round" fill="none"/>`;
      }
      break;
    }
  }
  const grain = nextId("vignette");
  defs.push(`<radialGradient id="${grain}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${grain})"/>`;
  return svgDoc(w, h, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Realtor portraits: abstract, featureless figures
// ---------------------------------------------------------------------------------------------

const HAIR_STYLES = ["short", "long", "bun", "bob", "crop", "wavy"] as const;

function portraitSvg(pt: Portrait, index: number): string {
  const w = 1600;
  const h = 1600;
  const r = mulberry32(pt.seed * 7919);
  const defs: string[] = [];
  const bgs = [["#d7efe6", "#8fcdb8"], ["#e8e4f6", "#a99ad8"], ["#fde8d7", "#f3b48c"], ["#dcecf8", "#8bb8de"], ["#f4efd9", "#d9c27a"], ["#f3dde4", "#d894a8"]];
  const [b1, b2] = bgs[index % bgs.length];
  const bg = nextId("pbg");
  defs.push(linear(bg, [[0, b1], [1, b2]]));
  const skin = ["#f1c9a5", "#c68b59", "#e0ac7e", "#8d5a3b", "#f5d6bf", "#b57a50"][index % 6];
  const hair = ["#1f1a17", "#3b2a20", "#2a2422", "#5a3b28", "#1f1a17", "#6b4a33"][index % 6];
  const shirt = ["#1f3b57", "#2f5d50", "#6b2f3a", "#34495e", "#7a5c3e", "#264653"][index % 6];
  const collar = pick(r, ["#ffffff", "#f1ede4", "#dfe6ee"]);
  const style = HAIR_STYLES[index % HAIR_STYLES.length];
  const cx = w / 2;
  const headY = h * 0.38;
  const rx = 230;
  const ry = 280;
  let body = `<rect width="${w}" height="${h}" fill="url(#${bg})"/>`;
  body += `<circle cx="${f(cx + between(r, -300, 300))}" cy="${f(h * 0.3)}" r="${f(between(r, 380, 520))}" fill="#ffffff" opacity="0.25"/>`;
  body += `<circle cx="${f(cx + between(r, -500, 500))}" cy="${f(h * 0.82)}" r="${f(between(r, 200, 320))}" fill="${b2}" opacity="0.5"/>`;
  // hair that falls behind the shoulders
  if (style === "long" || style === "wavy") {
    const wave = style === "wavy" ? 40 : 0;
    body += `<path d="M${f(cx - rx - 40)} ${f(headY - 60)} C${f(cx - rx - 70 - wave)} ${f(headY + 200)} ${f(cx - rx - 10 + wave)} ${f(headY + 330)} ${f(cx - rx - 50)} ${f(h * 0.72)} L${f(cx + rx + 50)} ${f(h * 0.72)} C${f(cx + rx + 10 - wave)} ${f(headY + 330)} ${f(cx + rx + 70 + wave)} ${f(headY + 200)} ${f(cx + rx + 40)} ${f(headY - 60)} Z" fill="${hair}"/>`;
  } else if (style === "bob") {
    body += `<path d="M${f(cx - rx - 45)} ${f(headY - 40)} C${f(cx - rx - 60)} ${f(headY + 150)} ${f(cx - rx - 30)} ${f(headY + 250)} ${f(cx - rx + 20)} ${f(headY + 270)} L${f(cx + rx - 20)} ${f(headY + 270)} C${f(cx + rx + 30)} ${f(headY + 250)} ${f(cx + rx + 60)} ${f(headY + 150)} ${f(cx + rx + 45)} ${f(headY - 40)} Z" fill="${hair}"/>`;
  }
  // shoulders, neck and collar
  body += `<path d="M${f(cx - 560)} ${h} C${f(cx - 540)} ${f(h * 0.74)} ${f(cx - 300)} ${f(h * 0.67)} ${f(cx)} ${f(h * 0.67)} C${f(cx + 300)} ${f(h * 0.67)} ${f(cx + 540)} ${f(h * 0.74)} ${f(cx + 560)} ${h} Z" fill="${shirt}"/>`;
  body += `<rect x="${f(cx - 90)}" y="${f(h * 0.52)}" width="180" height="${f(h * 0.17)}" rx="60" fill="${mix(skin, "#000000", 0.14)}"/>`;
  body += `<path d="M${f(cx - 150)} ${f(h * 0.675)} L${f(cx)} ${f(h * 0.78)} L${f(cx + 150)} ${f(h * 0.675)} L${f(cx + 90)} ${f(h * 0.66)} L${f(cx)} ${f(h * 0.72)} L${f(cx - 90)} ${f(h * 0.66)} Z" fill="${collar}"/>`;
  // head, with a soft light from the right
  body += `<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${rx}" ry="${ry}" fill="${skin}"/>`;
  body += `<ellipse cx="${f(cx + 70)}" cy="${f(headY + 10)}" rx="140" ry="210" fill="#ffffff" opacity="0.09"/>`;
  body += `<ellipse cx="${f(cx - rx + 6)}" cy="${f(headY + 20)}" rx="34" ry="58" fill="${mix(skin, "#000000", 0.08)}"/>`;
  body += `<ellipse cx="${f(cx + rx - 6)}" cy="${f(headY + 20)}" rx="34" ry="58" fill="${mix(skin, "#000000", 0.08)}"/>`;
  // hair on top of the head
  const top = headY - ry;
  if (style === "short" || style === "crop") {
    const lift = style === "crop" ? 150 : 190;
    body += `<path d="M${f(cx - rx - 8)} ${f(headY - 20)} C${f(cx - rx - 20)} ${f(top - lift)} ${f(cx + rx + 20)} ${f(top - lift)} ${f(cx + rx + 8)} ${f(headY - 30)} C${f(cx + 170)} ${f(top + 250)} ${f(cx - 60)} ${f(top + 150)} ${f(cx - rx - 8)} ${f(headY - 20)} Z" fill="${hair}"/>`;
  } else if (style === "bun") {
    body += `<circle cx="${f(cx + 40)}" cy="${f(top - 40)}" r="115" fill="${hair}"/>`;
    body += `<path d="M${f(cx - rx - 4)} ${f(headY - 10)} C${f(cx - rx - 10)} ${f(top - 170)} ${f(cx + rx + 10)} ${f(top - 170)} ${f(cx + rx + 4)} ${f(headY - 10)} C${f(cx + 120)} ${f(top + 170)} ${f(cx - 120)} ${f(top + 170)} ${f(cx - rx - 4)} ${f(headY - 10)} Z" fill="${hair}"/>`;
  } else {
    // long, wavy and bob: a side-swept fringe
    body += `<path d="M${f(cx - rx - 40)} ${f(headY + 40)} C${f(cx - rx - 50)} ${f(top - 200)} ${f(cx + rx + 50)} ${f(top - 200)} ${f(cx + rx + 40)} ${f(headY + 40)} C${f(cx + rx - 10)} ${f(top + 250)} ${f(cx + 60)} ${f(top + 150)} ${f(cx - 140)} ${f(top + 230)} C${f(cx - rx + 10)} ${f(top + 280)} ${f(cx - rx - 10)} ${f(headY)} ${f(cx - rx - 40)} ${f(headY + 40)} Z" fill="${hair}"/>`;
  }
  return svgDoc(w, h, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function render(svg: string, folder: string, key: string): Promise<void> {
  const dir = join(OUT, folder);
  mkdirSync(dir, { recursive: true });
  const raster = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of DEMO_IMAGE_WIDTHS) {
    await sharp(raster)
      .resize({ width })
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toFile(join(dir, `${key}-${width}.webp`));
  }
}

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(full) : statSync(full).size;
  }
  return total;
}

async function main() {
  // Only the image folders: public/demo/brochures belongs to scripts/generate-demo-brochures.ts.
  for (const folder of ["projects", "blog", "realtors"]) rmSync(join(OUT, folder), { recursive: true, force: true });
  for (const scene of PROJECT_SCENES) await render(projectSvg(scene), "projects", scene.key);
  for (const cover of BLOG_COVERS) await render(coverSvg(cover), "blog", cover.key);
  for (const [i, portrait] of REALTOR_PORTRAITS.entries()) await render(portraitSvg(portrait, i), "realtors", portrait.key);
  console.log(`public/demo: ${(folderSize(OUT) / 1024 / 1024).toFixed(2)} MB`);
}

await main();
