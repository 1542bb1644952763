/** Landscape pieces: sky, hills, trees, flowers, birds, the sea and grass. */
import { darken, lighten, mix } from "./colour.ts";
import { blobPts, brushPath, frame, type Pt, ptsAt, smooth } from "./geometry.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { circle, type Doc, el, f, rect } from "./svg.ts";
import { flyingBird } from "./wildlife.ts";

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
    fill: doc.fade(top, low),
  });
  const sx = rng.range(0.15, 0.85) * W;
  const sy = horizon * rng.range(0.2, 0.6);
  const sr = W * rng.range(0.04, 0.08);
  const sun = pal.night ? "#f4ecc8" : mix(pal.accent2, "#fff3c4", 0.5);
  if (pal.night || rng.chance(0.6)) {
    out += circle(sx, sy, sr * 3.5, doc.glow(sun, 0.45));
    out += circle(sx, sy, sr, sun);
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
  const inTree = frame(x, y, h, h);
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
    d: brushPath(rng, ptsAt(x, y, 1, h, [0, 0, 0, -0.45]), h * 0.04, h * 0.03, h * 0.02),
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
    const pts: Pt[] = inTree([0, -1, 0.1, -0.6, 0.09, -0.15, 0, -0.05, -0.09, -0.15, -0.1, -0.6]);
    out += el("path", { d: smooth(pts, true, 0.8), fill: col });
    out += el("path", {
      d: brushPath(rng, inTree([-0.03, -0.9, -0.05, -0.3]), 1, h * 0.025, 1),
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
  if (r < 5 && kind !== 3) return circle(x, y, r * 0.8, petal);
  const inFlower = frame(x, y, r, r);
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
          inFlower([
            -0.6, -0.8, -0.2, -0.4, 0, -0.9, 0.2, -0.4, 0.6, -0.8, 0.5, 0.3, 0, 0.55, -0.5, 0.3,
          ]),
          true,
          0.7,
        ),
        fill: petal,
      }) +
      el("path", {
        d: brushPath(rng, inFlower([-0.2, -0.3, -0.15, 0.3]), 1, r * 0.1, 1),
        fill: lighten(petal, 0.3),
        "fill-opacity": 0.5,
      })
    );
  }
  return el("path", { d, fill: petal }) + circle(x, y, r * 0.2, centre);
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

/** The sea from `top` down to H: a darkening gradient under rows of wave crests. */
export function sea(doc: Doc, rng: Rng, W: number, top: number, H: number, pal: Palette): string {
  const deep = pal.night ? mix(pal.mid, "#0b1a2e", 0.3) : mix(pal.accent2, "#2b5d7a", 0.6);
  let out = rect(0, top, W, H - top, doc.fade(lighten(deep, 0.3), deep));
  out += waveStrokes(rng, W, top, H, {
    count: 40,
    spread: 1.5,
    maxLength: 70,
    colour: lighten(deep, 0.6),
    width: 2.6,
  });
  return out;
}
