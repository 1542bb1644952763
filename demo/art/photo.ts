/** Product-photo staging: a studio wall and table, contact shadows, glaze shading and highlights. */
import { darken, lighten } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { ptsAt, smooth } from "./geometry.ts";
import { el, ellipse, f } from "./svg.ts";
export interface Studio {
  markup: string;
  table: number;
  wall: string;
  top: string;
}

/** Wall + table with soft light, like a product photo. */
export function studioBackdrop(ctx: Ctx, tableFrac?: number): Studio {
  const { doc, rng, W, H } = ctx;
  const wall = rng.pick([
    "#ece6dc",
    "#e3e7ea",
    "#efe9e1",
    "#dcd8d0",
    "#e9e1d6",
    "#d7dfdb",
    "#f1ece6",
    "#cfc8bf",
  ]);
  const top = rng.pick([
    "#c8b49a",
    "#d9d2c7",
    "#a88a6a",
    "#e6e1d8",
    "#8f9aa0",
    "#b9a58c",
    "#efe9df",
  ]);
  const table = H * (tableFrac ?? rng.range(0.6, 0.72));
  let m = el("rect", {
    width: W,
    height: table + 2,
    fill: doc.linear(
      [
        [0, lighten(wall, 0.25)],
        [0.7, wall],
        [1, darken(wall, 0.12)],
      ],
      90,
    ),
  });
  m += el("rect", {
    y: table,
    width: W,
    height: H - table,
    fill: doc.linear(
      [
        [0, darken(top, 0.12)],
        [0.4, top],
        [1, lighten(top, 0.12)],
      ],
      90,
    ),
  });
  // wood grain or linen weave on the table, as a few long faint strokes
  const wood = rng.chance(0.5);
  let d = "";
  const n = wood ? 14 : 8;
  for (let i = 0; i < n; i++) {
    const y = table + ((H - table) * (i + rng.range(0.2, 0.8))) / n;
    d += `M0 ${f(y)}C${f(W * 0.3)} ${f(y + rng.gauss() * 3)} ${f(W * 0.6)} ${f(y + rng.gauss() * 3)} ${f(W)} ${f(y + rng.gauss() * 3)}`;
  }
  m += el("path", {
    d,
    fill: "none",
    stroke: darken(top, 0.25),
    "stroke-width": wood ? 1.4 : 0.8,
    "stroke-opacity": wood ? 0.35 : 0.2,
  });
  // window light falling on the wall
  if (rng.chance(0.6)) {
    const lx = rng.range(0.05, 0.7) * W;
    m += el("path", {
      d: `M${f(lx)} 0L${f(lx + W * 0.25)} 0L${f(lx + W * 0.4)} ${f(table)}L${f(lx + W * 0.15)} ${f(table)}Z`,
      fill: "#fffaf0",
      "fill-opacity": 0.18,
    });
  }
  return { markup: m, table, wall, top };
}

export function contactShadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const { doc } = ctx;
  return (
    ellipse(cx + rx * 0.25, cy + ry * 0.2, rx * 1.5, ry * 1.6, doc.glow("#2a2018", 0.22)) +
    ellipse(
      cx,
      cy,
      rx * 1.02,
      ry,
      doc.radial([
        [0, "#1a1410", 0.55],
        [0.7, "#1a1410", 0.3],
        [1, "#1a1410", 0],
      ]),
    )
  );
}

/** Overlays that make a flat shape read as a glossy rounded ceramic. */
export function glazeShade(ctx: Ctx, d: string, light = -1): string {
  const { doc } = ctx;
  const clip = doc.clip(el("path", { d }));
  const side = doc.linear(
    light < 0
      ? [
          [0, "#ffffff", 0.12],
          [0.25, "#ffffff", 0.05],
          [0.55, "#000000", 0],
          [1, "#000000", 0.45],
        ]
      : [
          [0, "#000000", 0.45],
          [0.45, "#000000", 0],
          [0.75, "#ffffff", 0.05],
          [1, "#ffffff", 0.12],
        ],
    0,
  );
  const vert = doc.linear(
    [
      [0, "#ffffff", 0.1],
      [0.5, "#000000", 0],
      [1, "#000000", 0.3],
    ],
    90,
  );
  return el("path", { d, fill: side }) + el("path", { d, fill: vert, "clip-path": clip });
}

export function specular(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { rng } = ctx;
  return (
    el("path", {
      d: smooth(ptsAt(x, y, w, h, [0, 0, 0.5, -0.05, 1, 0.1, 0.7, 1, 0.2, 0.95]), true),
      fill: "#ffffff",
      "fill-opacity": rng.range(0.18, 0.3),
    }) + ellipse(x + w * 0.5, y + h * 0.2, w * 0.28, h * 0.08, "#ffffff", { "fill-opacity": 0.7 })
  );
}
