/** Tiles: a square motif (star, rosette, truchet, bird, diamonds) laid out on the table. */

import { darken, lighten } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { blobPts, frame, type Pt, smooth } from "./geometry.ts";
import type { Glaze } from "./glaze.ts";
import type { Rng } from "./random.ts";
import { circle, el, f, rect } from "./svg.ts";
export function tileMotif(
  ctx: Ctx,
  rng: Rng,
  S: number,
  ground: string,
  ink: string,
  accent: string,
): string {
  const c = S / 2;
  const onTile = frame(0, 0, S, S);
  const kind = rng.int(0, 4);
  let m = el("rect", { width: S, height: S, fill: ground });
  if (kind === 0) {
    // eight-point star
    const pts: Pt[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r = i % 2 === 0 ? S * 0.42 : S * 0.22;
      pts.push([c + Math.cos(a) * r, c + Math.sin(a) * r]);
    }
    m += el("path", { d: `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`, fill: ink });
    m += circle(c, c, S * 0.12, accent);
    for (const [x, y] of onTile([0, 0, 1, 0, 0, 1, 1, 1])) m += circle(x, y, S * 0.16, accent);
  } else if (kind === 1) {
    // floral rosette
    let d = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const x = c + Math.cos(a) * S * 0.22;
      const y = c + Math.sin(a) * S * 0.22;
      d += smooth(
        [
          [c, c],
          [x - Math.sin(a) * S * 0.1, y + Math.cos(a) * S * 0.1],
          [c + Math.cos(a) * S * 0.42, c + Math.sin(a) * S * 0.42],
          [x + Math.sin(a) * S * 0.1, y - Math.cos(a) * S * 0.1],
        ],
        true,
      );
    }
    m += el("path", { d, fill: ink });
    m += circle(c, c, S * 0.08, accent);
    m += rect(S * 0.04, S * 0.04, S * 0.92, S * 0.92, "none", {
      stroke: accent,
      "stroke-width": S * 0.025,
    });
  } else if (kind === 2) {
    // quarter circles (truchet)
    for (const [x, y] of onTile([0, 0, 1, 1])) {
      m += circle(x, y, S * 0.5, "none", { stroke: ink, "stroke-width": S * 0.1 });
      m += circle(x, y, S * 0.25, accent);
    }
  } else if (kind === 3) {
    // bird on a branch, Delft style
    m += el("path", {
      d: `M${f(S * 0.1)} ${f(S * 0.75)}Q${f(S * 0.5)} ${f(S * 0.6)} ${f(S * 0.9)} ${f(S * 0.7)}`,
      fill: "none",
      stroke: ink,
      "stroke-width": S * 0.03,
    });
    m += el("path", {
      d: smooth(
        onTile([
          0.3, 0.55, 0.45, 0.4, 0.6, 0.36, 0.7, 0.3, 0.74, 0.38, 0.66, 0.5, 0.5, 0.62, 0.36, 0.62,
        ]),
        true,
      ),
      fill: ink,
    });
    m += el("path", {
      d: `M${f(S * 0.74)} ${f(S * 0.32)}l${f(S * 0.06)} ${f(S * 0.02)}l${f(-S * 0.05)} ${f(S * 0.03)}z`,
      fill: ink,
    });
    m += el("path", {
      d: `M${f(S * 0.34)} ${f(S * 0.56)}l${f(-S * 0.18)} ${f(-S * 0.08)}l${f(S * 0.04)} ${f(S * 0.1)}z`,
      fill: ink,
    });
    for (let i = 0; i < 4; i++)
      m += el("path", {
        d: smooth(
          blobPts(
            rng,
            S * (0.2 + i * 0.18),
            S * (0.72 - (i % 2) * 0.06),
            S * 0.05,
            S * 0.025,
            0.1,
            6,
            -0.5,
          ),
          true,
        ),
        fill: accent,
      });
    for (const [x, y] of onTile([0.08, 0.08, 0.92, 0.08, 0.08, 0.92, 0.92, 0.92])) {
      m += el("path", {
        d: `M${f(x - S * 0.05)} ${f(y)}L${f(x)} ${f(y - S * 0.05)}L${f(x + S * 0.05)} ${f(y)}L${f(x)} ${f(y + S * 0.05)}Z`,
        fill: ink,
      });
    }
  } else {
    // concentric squares & diamonds
    m += el("path", {
      d: `M${f(c)} ${f(S * 0.06)}L${f(S * 0.94)} ${f(c)}L${f(c)} ${f(S * 0.94)}L${f(S * 0.06)} ${f(c)}Z`,
      fill: ink,
    });
    m += rect(S * 0.3, S * 0.3, S * 0.4, S * 0.4, ground);
    m += circle(c, c, S * 0.12, accent);
  }
  const clip = ctx.doc.clip(el("rect", { width: S, height: S, rx: S * 0.02 }));
  return `<g clip-path="${clip}">${m}</g>`;
}

export function tiles(ctx: Ctx, table: number, glaze: Glaze): string {
  const { rng, W, H } = ctx;
  const n = rng.pick([1, 2, 2, 3]);
  const S = 200;
  const ground = rng.pick(["#f3eee2", "#f6f0e0", glaze.rim, "#e8efe9"]);
  const ink = rng.pick([glaze.base, "#1f4a8a", "#2a6f7a", "#a3402c"]);
  const accent = rng.pick(["#e2a93b", "#3f7f5f", "#c8553d", lighten(ink, 0.4)]);
  const motif = tileMotif(ctx, rng, S, ground, ink, accent);
  // a grid of identical tiles lying on the table, seen at an angle
  const size = Math.min((W * (n === 1 ? 0.42 : 0.62)) / n, (H * 0.6) / n / 0.6);
  const total = size * n;
  const skew = rng.range(-0.35, 0.35);
  const squash = rng.range(0.5, 0.7);
  const cx = W / 2;
  const cy = Math.min(table + (H - table) * 0.5, H - total * squash * 0.5 - 20);
  const k = size / S;
  let grid = "";
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      grid += `<g transform="translate(${f((i - n / 2) * S * 1.03)} ${f((j - n / 2) * S * 1.03)})">${motif}</g>`;
    }
  const edge = darken(ground, 0.25);
  const thick = 8;
  const tf = `matrix(${f(k)} 0 ${f(skew * k)} ${f(squash * k)} ${f(cx)} ${f(cy)})`;
  let out = `<g transform="${tf}">`;
  // shadow + edges (tile thickness)
  out += rect(
    (-n / 2) * S * 1.03 + 14,
    (-n / 2) * S * 1.03 + 26,
    n * S * 1.03,
    n * S * 1.03,
    "#1a1410",
    { "fill-opacity": 0.22, rx: 10 },
  );
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      out += rect((i - n / 2) * S * 1.03, (j - n / 2) * S * 1.03 + thick / squash, S, S, edge, {
        rx: 4,
      });
  out += grid;
  // glaze sheen
  out += el("path", {
    d: `M${f((-n / 2) * S)} ${f((-n / 2) * S + S * 0.3)}L${f((-n / 2) * S + S * 0.3)} ${f((-n / 2) * S)}L${f((-n / 2) * S + S * 0.5)} ${f((-n / 2) * S)}L${f((-n / 2) * S)} ${f((-n / 2) * S + S * 0.5)}Z`,
    fill: "#fff",
    "fill-opacity": 0.25,
  });
  out += "</g>";
  void ctx.doc;
  return out;
}
