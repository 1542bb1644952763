/** Palettes, backgrounds, textures and landscape pieces shared by the subjects. */
import { flyingBird } from "./animals.ts";
import {
  adjust,
  blobPts,
  brushPath,
  type Doc,
  darken,
  el,
  f,
  lighten,
  mix,
  type Pt,
  type Rng,
  smooth,
  vary,
} from "./util.ts";

export interface Palette {
  name: string;
  /** Two background tones (top, bottom). */
  bg: [string, string];
  /** Mid tone for grounds/hills. */
  mid: string;
  accent: string;
  accent2: string;
  dark: string;
  light: string;
  night?: boolean;
}

export const PALETTES: Palette[] = [
  {
    name: "ochre",
    bg: ["#f1d9a7", "#e2b268"],
    mid: "#c9863f",
    accent: "#b5452b",
    accent2: "#2e5e62",
    dark: "#3a2a1e",
    light: "#fbf0da",
  },
  {
    name: "coast",
    bg: ["#cfe3ea", "#88b3c6"],
    mid: "#4f7f99",
    accent: "#e4643e",
    accent2: "#f2c14e",
    dark: "#1e3446",
    light: "#f3f6f2",
  },
  {
    name: "sage",
    bg: ["#e3e6cf", "#b7c19a"],
    mid: "#7c8c5c",
    accent: "#c0673a",
    accent2: "#e8c36a",
    dark: "#2f3a26",
    light: "#f6f4e8",
  },
  {
    name: "night",
    bg: ["#1b2440", "#33466e"],
    mid: "#2a3a5c",
    accent: "#f1c65b",
    accent2: "#7fb1c9",
    dark: "#0d1222",
    light: "#e9e4d0",
    night: true,
  },
  {
    name: "pastel",
    bg: ["#f8dfe3", "#d9e7f3"],
    mid: "#b6d2c0",
    accent: "#e98a9c",
    accent2: "#8cb8dc",
    dark: "#4d4a63",
    light: "#fffaf3",
  },
  {
    name: "terracotta",
    bg: ["#f0d2b6", "#d99a72"],
    mid: "#b5603e",
    accent: "#6f8a5a",
    accent2: "#f2c078",
    dark: "#4a2418",
    light: "#fbeee2",
  },
  {
    name: "plum",
    bg: ["#e8d6e6", "#b78fb3"],
    mid: "#7d4f7a",
    accent: "#e9a23b",
    accent2: "#6fa3a0",
    dark: "#2f1c33",
    light: "#faf3f7",
  },
  {
    name: "forest",
    bg: ["#dfe5d6", "#9fb39a"],
    mid: "#4f6e55",
    accent: "#d07b3c",
    accent2: "#e9d59a",
    dark: "#1f2e24",
    light: "#f2f2e8",
  },
  {
    name: "sunset",
    bg: ["#f7c59f", "#e87c6f"],
    mid: "#8e5b7d",
    accent: "#f6e27f",
    accent2: "#3d5a80",
    dark: "#2a1f3a",
    light: "#fff1e0",
  },
  {
    name: "lemon",
    bg: ["#faf4d3", "#f1d978"],
    mid: "#86a873",
    accent: "#2f6f8f",
    accent2: "#e8734a",
    dark: "#28383a",
    light: "#fffdf2",
  },
  {
    name: "slate",
    bg: ["#d9dde2", "#9aa5b1"],
    mid: "#5d6b7a",
    accent: "#d8a03c",
    accent2: "#b5543c",
    dark: "#20262e",
    light: "#f4f4f2",
  },
  {
    name: "dusk",
    bg: ["#2d2a4a", "#7a5a7e"],
    mid: "#463a63",
    accent: "#f2a65a",
    accent2: "#e5d4a1",
    dark: "#14122a",
    light: "#efe2d2",
    night: true,
  },
];

export function pickPalette(rng: Rng): Palette {
  const p = rng.pick(PALETTES);
  // a gentle hue shift so repeated palettes still differ
  const dh = rng.range(-10, 10);
  const a = (c: string) => adjust(c, dh, 0, 0);
  return {
    ...p,
    bg: [a(p.bg[0]), a(p.bg[1])],
    mid: a(p.mid),
    accent: a(p.accent),
    accent2: a(p.accent2),
    dark: a(p.dark),
    light: a(p.light),
  };
}

// ---------------------------------------------------------------- textures

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

export function vignette(doc: Doc, W: number, H: number, strength = 0.25, col = "#1a1410"): string {
  return el("rect", {
    width: W,
    height: H,
    fill: doc.radial(
      [
        [0.55, col, 0],
        [1, col, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  });
}

// ---------------------------------------------------------------- painterly fills

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
  const grad = doc.linear(
    [
      [0, pal.bg[0]],
      [1, pal.bg[1]],
    ],
    90,
  );
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

// ---------------------------------------------------------------- landscape pieces

/** Sky gradient with optional sun/moon and clouds. */
export function sky(
  doc: Doc,
  rng: Rng,
  W: number,
  _H: number,
  pal: Palette,
  horizon: number,
): string {
  const top = pal.night ? pal.bg[0] : mix(pal.bg[0], pal.accent2, 0.25);
  const low = pal.night ? pal.bg[1] : mix(pal.bg[0], pal.light, 0.5);
  let out = el("rect", {
    width: W,
    height: horizon + 40,
    fill: doc.linear(
      [
        [0, top],
        [1, low],
      ],
      90,
    ),
  });
  const sx = rng.range(0.15, 0.85) * W;
  const sy = horizon * rng.range(0.2, 0.6);
  const sr = W * rng.range(0.04, 0.08);
  const sun = pal.night ? "#f4ecc8" : mix(pal.accent2, "#fff3c4", 0.5);
  if (pal.night || rng.chance(0.6)) {
    out += el("circle", {
      cx: sx,
      cy: sy,
      r: sr * 3.5,
      fill: doc.radial([
        [0, sun, 0.45],
        [1, sun, 0],
      ]),
    });
    out += el("circle", { cx: sx, cy: sy, r: sr, fill: sun });
  }
  if (pal.night) {
    let stars = "";
    for (let i = 0; i < 40; i++) {
      const x = rng() * W;
      const y = rng() * horizon * 0.9;
      const r = rng.range(0.6, 2);
      stars += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    }
    out += el("path", { d: stars, fill: "#fdf6d8", "fill-opacity": 0.85 });
  } else {
    const clouds = rng.int(1, 4);
    for (let i = 0; i < clouds; i++) {
      const cx = rng() * W;
      const cy = horizon * rng.range(0.1, 0.55);
      const cw = W * rng.range(0.12, 0.28);
      let d = "";
      for (let j = 0; j < 5; j++) {
        d += smooth(
          blobPts(
            rng,
            cx + (j - 2) * cw * 0.22,
            cy - Math.sin((j / 4) * Math.PI) * cw * 0.12,
            cw * 0.2,
            cw * 0.1,
            0.2,
            7,
          ),
          true,
        );
      }
      out += el("path", { d, fill: mix(pal.light, "#ffffff", 0.4), "fill-opacity": 0.75 });
    }
  }
  return out;
}

/** A rolling hill band from y (average) down to the bottom. */
export function hill(
  rng: Rng,
  W: number,
  H: number,
  y: number,
  amp: number,
  col: string,
  bumps = 3,
): { d: string; top: (x: number) => number } {
  const pts: Pt[] = [];
  const n = 8;
  const phase = rng() * Math.PI * 2;
  const heights: number[] = [];
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * (W + 80) - 40;
    const yy = y + Math.sin(phase + (i / n) * Math.PI * bumps) * amp + rng.gauss() * amp * 0.2;
    pts.push([x, yy]);
    heights.push(yy);
  }
  const top = (x: number): number => {
    const t = ((x + 40) / (W + 80)) * n;
    const i = Math.max(0, Math.min(n - 1, Math.floor(t)));
    const a = heights[i] ?? y;
    const b = heights[i + 1] ?? y;
    const u = t - i;
    return a + (b - a) * (u * u * (3 - 2 * u));
  };
  void col;
  return {
    d: `${smooth(pts, false).replace(/^M/, "M")}L${f(W + 40)} ${f(H + 10)}L-40 ${f(H + 10)}Z`,
    top,
  };
}

export function tree(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  col: string,
  kind: "round" | "cypress" | "pine" | "birch" = rng.pick(["round", "cypress", "pine"] as const),
): string {
  const trunk = darken(col, 0.55);
  let out = "";
  if (kind === "birch") {
    out += el("path", {
      d: brushPath(
        rng,
        [
          [x, y],
          [x + rng.gauss() * 3, y - h],
        ],
        h * 0.025,
        h * 0.02,
        h * 0.012,
      ),
      fill: "#efeae0",
    });
    out += el("path", {
      d: smooth(blobPts(rng, x, y - h * 0.85, h * 0.2, h * 0.25, 0.3, 8), true),
      fill: col,
      "fill-opacity": 0.85,
    });
    return out;
  }
  out += el("path", {
    d: brushPath(
      rng,
      [
        [x, y],
        [x, y - h * 0.45],
      ],
      h * 0.04,
      h * 0.03,
      h * 0.02,
    ),
    fill: trunk,
  });
  if (kind === "round") {
    const r = h * 0.3;
    out += el("path", {
      d: smooth(blobPts(rng, x, y - h * 0.62, r, r * 1.05, 0.15, 9), true),
      fill: col,
    });
    out += el("path", {
      d: smooth(blobPts(rng, x - r * 0.3, y - h * 0.7, r * 0.55, r * 0.5, 0.2, 7), true),
      fill: lighten(col, 0.18),
      "fill-opacity": 0.6,
    });
  } else if (kind === "cypress") {
    const pts: Pt[] = [
      [x, y - h],
      [x + h * 0.1, y - h * 0.6],
      [x + h * 0.09, y - h * 0.15],
      [x, y - h * 0.05],
      [x - h * 0.09, y - h * 0.15],
      [x - h * 0.1, y - h * 0.6],
    ];
    out += el("path", { d: smooth(pts, true, 0.8), fill: col });
    out += el("path", {
      d: brushPath(
        rng,
        [
          [x - h * 0.03, y - h * 0.9],
          [x - h * 0.05, y - h * 0.3],
        ],
        1,
        h * 0.025,
        1,
      ),
      fill: lighten(col, 0.2),
      "fill-opacity": 0.6,
    });
  } else {
    const pts: Pt[] = [[x, y - h]];
    for (let i = 1; i <= 4; i++) {
      const yy = y - h + (h * 0.85 * i) / 4;
      const ww = h * 0.08 * (i + 0.6);
      pts.push([x + ww, yy], [x + ww * 0.45, yy - h * 0.04]);
    }
    const right = pts.slice(1);
    const left = right.map(([px, py]) => [2 * x - px, py] as Pt).reverse();
    out += el("path", {
      d: `M${f(x)} ${f(y - h)}${right.map(([a, b]) => `L${f(a)} ${f(b)}`).join("")}${left.map(([a, b]) => `L${f(a)} ${f(b)}`).join("")}Z`,
      fill: col,
    });
  }
  return out;
}

export function flower(
  rng: Rng,
  x: number,
  y: number,
  r: number,
  petal: string,
  centre: string,
  kind = rng.int(0, 3),
): string {
  if (r < 5 && kind !== 3) return el("circle", { cx: x, cy: y, r: r * 0.8, fill: petal });
  const n = kind === 1 ? 5 : kind === 2 ? 10 : 6;
  let d = "";
  const rot = rng() * Math.PI;
  const len = kind === 2 ? r : r * 1.05;
  const wid = kind === 2 ? r * 0.22 : r * 0.5;
  for (let i = 0; i < n; i++) {
    // one petal: two quadratic curves from the centre out to the tip and back
    const a = rot + (i / n) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const tx = c * len;
    const ty = s * len;
    d += `M${f(x)} ${f(y)}q${f(c * len * 0.5 - s * wid)} ${f(s * len * 0.5 + c * wid)} ${f(tx)} ${f(ty)}q${f(-c * len * 0.5 + s * wid)} ${f(-s * len * 0.5 - c * wid)} ${f(-tx)} ${f(-ty)}`;
  }
  if (kind === 3) {
    // tulip cup
    return (
      el("path", {
        d: smooth(
          [
            [x - r * 0.6, y - r * 0.8],
            [x - r * 0.2, y - r * 0.4],
            [x, y - r * 0.9],
            [x + r * 0.2, y - r * 0.4],
            [x + r * 0.6, y - r * 0.8],
            [x + r * 0.5, y + r * 0.3],
            [x, y + r * 0.55],
            [x - r * 0.5, y + r * 0.3],
          ],
          true,
          0.7,
        ),
        fill: petal,
      }) +
      el("path", {
        d: brushPath(
          rng,
          [
            [x - r * 0.2, y - r * 0.3],
            [x - r * 0.15, y + r * 0.3],
          ],
          1,
          r * 0.1,
          1,
        ),
        fill: lighten(petal, 0.3),
        "fill-opacity": 0.5,
      })
    );
  }
  return el("path", { d, fill: petal }) + el("circle", { cx: x, cy: y, r: r * 0.2, fill: centre });
}

export function birdsInSky(rng: Rng, W: number, horizon: number, col: string): string {
  const n = rng.int(2, 6);
  const cx = rng.range(0.2, 0.8) * W;
  const cy = horizon * rng.range(0.2, 0.5);
  let d = "";
  for (let i = 0; i < n; i++) {
    const s = rng.range(0.4, 0.9) * (W / 1000);
    const bx = cx + rng.range(-0.15, 0.15) * W;
    const by = cy + rng.range(-0.08, 0.08) * horizon;
    d += smooth(
      flyingBird(rng).map(([x, y]) => [bx + x * s, by + y * s] as Pt),
      false,
    );
  }
  return el("path", {
    d,
    fill: "none",
    stroke: col,
    "stroke-width": 2.2,
    "stroke-linecap": "round",
    "stroke-opacity": 0.8,
  });
}

/**
 * Short curved wave crests between `top` and `bottom`, denser and longer towards the viewer
 * (`spread` > 1 pushes them down).
 */
export function waveStrokes(
  rng: Rng,
  W: number,
  top: number,
  bottom: number,
  o: { count: number; spread: number; maxLength: number; colour: string; width: number },
): string {
  let d = "";
  for (let i = 0; i < o.count; i++) {
    const t = rng() ** o.spread;
    const y = top + 6 + t * (bottom - top - 10);
    const x = rng() * W;
    const len = 10 + t * o.maxLength;
    d += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-3 - t * 6)} ${f(len)} 0`;
  }
  return el("path", {
    d,
    fill: "none",
    stroke: o.colour,
    "stroke-width": o.width,
    "stroke-linecap": "round",
    "stroke-opacity": 0.6,
  });
}

/** Rows of sea waves as short strokes. */
export function sea(rng: Rng, W: number, top: number, bottom: number, pal: Palette): string {
  const deep = pal.night ? mix(pal.mid, "#0b1a2e", 0.3) : mix(pal.accent2, "#2b5d7a", 0.5);
  let out = el("rect", { x: 0, y: top, width: W, height: bottom - top, fill: deep });
  out += el("rect", {
    x: 0,
    y: top,
    width: W,
    height: (bottom - top) * 0.4,
    fill: lighten(deep, 0.25),
    "fill-opacity": 0.5,
  });
  out += waveStrokes(rng, W, top, bottom, {
    count: 36,
    spread: 1.6,
    maxLength: 60,
    colour: lighten(deep, 0.55),
    width: 2.4,
  });
  return out;
}

export function grassTufts(
  rng: Rng,
  W: number,
  y0: number,
  y1: number,
  col: string,
  n: number,
): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = rng() * W;
    const y = y0 + rng() * (y1 - y0);
    const h = 6 + ((y - y0) / (y1 - y0 + 1)) * 22;
    for (let k = -1; k <= 1; k++)
      d += `M${f(x + k * 2)} ${f(y)}q${f(k * 2)} ${f(-h / 2)} ${f(k * h * 0.35 + rng.gauss() * 2)} ${f(-h)}`;
  }
  return el("path", {
    d,
    fill: "none",
    stroke: col,
    "stroke-width": 1.8,
    "stroke-linecap": "round",
    "stroke-opacity": 0.7,
  });
}

export { adjust, darken, lighten, mix };
