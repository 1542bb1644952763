/** Paper and canvas grain, painterly stroke fields, washed and patterned backgrounds. */
import { mix, vary } from "./colour.ts";
import { blobPts, brushPath, type Pt, smooth } from "./geometry.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { type Doc, el, f } from "./svg.ts";

/**
 * Paper or canvas tooth as a vector pattern: short translucent flecks in a tile. (Pixel noise
 * from feTurbulence is avoided on purpose: it makes the PNG encoder several times slower.)
 */
export function grain(
  doc: Doc,
  rng: Rng,
  W: number,
  H: number,
  kind: "paper" | "canvas",
  strength = 1,
): string {
  const tile = 130;
  let dark = "";
  let light = "";
  if (kind === "canvas") {
    for (let i = 0; i < 26; i++) {
      const y = rng() * tile;
      const x = rng() * tile;
      const len = rng.range(8, 26);
      if (i % 2 === 0) dark += `M${f(x)} ${f(y)}h${f(len)}`;
      else light += `M${f(x)} ${f(y)}v${f(len)}`;
    }
  } else {
    for (let i = 0; i < 34; i++) {
      const x = rng() * tile;
      const y = rng() * tile;
      const a = rng() * Math.PI;
      const len = rng.range(1.5, 5);
      const seg = `M${f(x)} ${f(y)}l${f(Math.cos(a) * len)} ${f(Math.sin(a) * len)}`;
      if (i % 3 === 0) light += seg;
      else dark += seg;
    }
  }
  const w = kind === "canvas" ? 0.9 : 1.1;
  const content =
    el("path", {
      d: dark,
      stroke: "#2a2018",
      "stroke-opacity": Math.round(10 * strength) / 100,
      "stroke-width": w,
      "stroke-linecap": "round",
      fill: "none",
    }) +
    el("path", {
      d: light,
      stroke: "#ffffff",
      "stroke-opacity": Math.round(14 * strength) / 100,
      "stroke-width": w,
      "stroke-linecap": "round",
      fill: "none",
    });
  return doc.tile(W, H, tile, content);
}

/** Many translucent broad strokes filling a region, in colours around the given ones. */
export function strokeField(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  colours: string[],
  n: number,
  opts: { angle?: number; size?: number; opacity?: [number, number] } = {},
): string {
  const angle = opts.angle ?? rng.range(-0.25, 0.25);
  const size = opts.size ?? Math.min(w, h) * 0.08;
  const [o0, o1] = opts.opacity ?? [0.18, 0.45];
  let out = "";
  for (let i = 0; i < n; i++) {
    const cx = x + rng() * w;
    const cy = y + rng() * h;
    const len = size * rng.range(2.5, 6);
    const a = angle + rng.gauss() * 0.15;
    const dx = Math.cos(a) * len * 0.5;
    const dy = Math.sin(a) * len * 0.5;
    const bend = rng.gauss() * size * 0.4;
    const line: Pt[] = [
      [cx - dx, cy - dy],
      [cx - dy * 0.1 + bend * Math.sin(a), cy + bend],
      [cx + dx, cy + dy],
    ];
    const bw = size * rng.range(0.35, 0.8);
    const col = vary(rng, rng.pick(colours), 1.2);
    out += `<path d="${brushPath(rng, line, bw * 0.5, bw, bw * 0.35, 0.2)}" fill="${col}" fill-opacity="${f(rng.range(o0, o1))}"/>`;
  }
  return out;
}

/** A painterly background: gradient + strokes. */
export function washBackground(
  doc: Doc,
  rng: Rng,
  W: number,
  H: number,
  pal: Palette,
  kind: "wash" | "strokes" | "flat" | "blobs" = "wash",
): string {
  const grad = doc.fade(pal.bg[0], pal.bg[1]);
  let out = el("rect", { width: W, height: H, fill: grad });
  if (kind === "flat") return out;
  if (kind === "blobs") {
    // watercolour-like washes: layered translucent blobs with soft, irregular edges
    for (let i = 0; i < 6; i++) {
      const c = rng.pick([pal.bg[0], pal.bg[1], pal.light, pal.mid]);
      const cx = rng() * W;
      const cy = rng() * H;
      const rx = W * rng.range(0.15, 0.35);
      const ry = H * rng.range(0.1, 0.25);
      for (let k = 0; k < 3; k++) {
        out += el("path", {
          d: smooth(blobPts(rng, cx, cy, rx * (1 - k * 0.2), ry * (1 - k * 0.2), 0.25, 9), true),
          fill: c,
          "fill-opacity": 0.16,
        });
      }
    }
    return out;
  }
  const n = kind === "strokes" ? 46 : 20;
  out += strokeField(
    rng,
    -W * 0.1,
    -H * 0.05,
    W * 1.2,
    H * 1.1,
    [pal.bg[0], pal.bg[1], mix(pal.bg[0], pal.light, 0.5), mix(pal.bg[1], pal.mid, 0.3)],
    n,
    {
      size: W * (kind === "strokes" ? 0.05 : 0.09),
      opacity: kind === "strokes" ? [0.25, 0.6] : [0.12, 0.3],
    },
  );
  return out;
}

/** A patterned wallpaper behind an interior subject. */
export function wallpaper(doc: Doc, rng: Rng, W: number, H: number, pal: Palette): string {
  const block = 240;
  const k = rng.int(3, 5);
  const s = block / k;
  const base = mix(pal.bg[0], pal.light, 0.3);
  const ink = mix(pal.accent, base, 0.55);
  const kind = rng.int(0, 3);
  let d = "";
  let stroke = false;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const x = i * s;
      const y = j * s;
      const r = s * 0.12;
      if (kind === 0)
        d += `M${f(x + s / 2 - r)} ${f(y + s / 2)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      else if (kind === 1)
        d += j % 2 === 0 ? `M${f(x)} ${f(y + s * 0.25)}h${f(s)}v${f(s * 0.12)}h${f(-s)}z` : "";
      else if (kind === 2)
        d += `M${f(x + s / 2)} ${f(y + s * 0.15)}c${f(s * 0.15)} ${f(s * 0.15)} ${f(s * 0.15)} ${f(s * 0.35)} 0 ${f(s * 0.5)}c${f(-s * 0.15)} ${f(-s * 0.15)} ${f(-s * 0.15)} ${f(-s * 0.35)} 0 ${f(-s * 0.5)}z`;
      else {
        stroke = true;
        d += `M${f(x)} ${f(y + s / 2)}l${f(s / 4)} ${f(-s / 4)}l${f(s / 4)} ${f(s / 4)}l${f(s / 4)} ${f(-s / 4)}l${f(s / 4)} ${f(s / 4)}`;
      }
    }
  const content = stroke
    ? el("path", { d, stroke: ink, "stroke-width": s * 0.06, fill: "none" })
    : el("path", { d, fill: ink });
  return el("rect", { width: W, height: H, fill: base }) + doc.tile(W, H, block, content);
}
