/** Snap game card faces: a cartoon animal on a rounded playing card with corner indices. */
import { cat, catHeadOpts } from "./cats.ts";
import { darken, lighten, mix } from "./colour.ts";
import { type Ctx, drawFigure, figBox, placeFigure } from "./compose.ts";
import { dog, dogOpts } from "./dogs.ts";
import { defaultStyle, type Figure, type Part } from "./figure.ts";
import { ptsAt } from "./geometry.ts";
import { shape } from "./parts.ts";
import { CAT_COATS, type Coat, DOG_COATS } from "./pets.ts";
import type { Rng } from "./random.ts";
import { ratFront, small } from "./small.ts";
import { circle, el, ellipse, f } from "./svg.ts";

export type SnapKind = "cat" | "dog" | "rat";

const CARD_BG = [
  "#f6d365",
  "#a8d8ea",
  "#ffb6b9",
  "#b8e0a8",
  "#d7c4f2",
  "#ffd1a1",
  "#9fd8cb",
  "#f7a8c4",
];

/** A small head silhouette used as the card index. */
export function indexIcon(kind: SnapKind, col: string): string {
  if (kind === "cat")
    return el("path", {
      d: "M-46 -10L-40 -72L-8 -42L8 -42L40 -72L46 -10C52 14 34 40 0 42C-34 40 -52 14 -46 -10Z",
      fill: col,
    });
  if (kind === "dog")
    return (
      el("path", {
        d: "M-40 -30C-40 -60 40 -60 40 -30L40 10C40 40 20 48 0 48C-20 48 -40 40 -40 10Z",
        fill: col,
      }) +
      el("path", {
        d: "M-36 -40C-70 -40 -74 10 -56 30C-44 20 -40 0 -38 -20ZM36 -40C70 -40 74 10 56 30C44 20 40 0 38 -20Z",
        fill: col,
      })
    );
  return (
    el("path", {
      d: "M-40 10C-44 -30 -20 -46 0 -46C20 -46 44 -30 40 10C30 40 12 56 0 58C-12 56 -30 40 -40 10Z",
      fill: col,
    }) +
    circle(-38, -44, 24, col) +
    circle(38, -44, 24, col)
  );
}

export function snapFigure(rng: Rng, kind: SnapKind): Figure {
  if (kind === "cat") {
    const coat: Coat = rng.pick(CAT_COATS);
    return cat(
      rng,
      coat,
      rng.pick(["sit", "sit", "loaf", "walk"] as const),
      { ...catHeadOpts(rng), eyes: rng.chance(0.85) ? "open" : "closed", tongue: rng.chance(0.2) },
      1.35,
    );
  }
  if (kind === "dog")
    return dog(
      rng,
      rng.pick(DOG_COATS),
      rng.pick(["sit", "sit", "lie"] as const),
      { ...dogOpts(rng), tongue: rng.chance(0.7) },
      1.3,
    );
  if (rng.chance(0.85)) return ratFront(rng, rng.chance(0.3));
  return small(rng, rng.pick(["rat", "mouse"] as const));
}

/** An accessory for extra charm: bow tie, scarf or party hat, placed relative to the figure box. */
function accessory(rng: Rng, fig: Figure, col: string): Part[] {
  const b = figBox(fig);
  const cx = (b.x0 + b.x1) / 2;
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const kind = rng.int(0, 3);
  if (kind === 0) return [];
  if (kind === 1) {
    // party hat on top
    const top = b.y0;
    return [
      shape(ptsAt(cx, top, w, h, [-0.08, 0.06, 0.02, -0.16, 0.1, 0.06]), col, { tension: 0.2 }),
      shape(ptsAt(cx, top, w, h, [0, -0.17, 0.04, -0.2, 0.05, -0.15, 0.01, -0.14]), "#fff5c0"),
    ];
  }
  // bow tie under the head
  const y = b.y0 + h * 0.5;
  return [
    shape(ptsAt(cx, y, w, h, [0, 0, -0.09, -0.04, -0.09, 0.04]), col, { tension: 0.3 }),
    shape(ptsAt(cx, y, w, h, [0, 0, 0.09, -0.04, 0.09, 0.04]), col, { tension: 0.3 }),
    shape(ptsAt(cx, y, 1, 1, [-5, -5, 5, -5, 5, 5, -5, 5]), darken(col, 0.2)),
  ];
}

/** Card face drawn into a W×H box at the origin (used by the card itself and by product shots). */
export function cardFace(ctx: Ctx, kind: SnapKind, W: number, H: number): string {
  const { doc, rng } = ctx;
  const r = W * 0.06;
  const bg = rng.pick(CARD_BG);
  const ink = darken(bg, 0.55);
  let out = el("rect", { width: W, height: H, rx: r, fill: "#fffdf8" });
  out += el("rect", {
    x: 1.5,
    y: 1.5,
    width: W - 3,
    height: H - 3,
    rx: r,
    fill: "none",
    stroke: "#d8d2c6",
    "stroke-width": 3,
  });
  const m = W * 0.085;
  const panel = { x: m, y: m * 1.9, w: W - 2 * m, h: H - m * 3.8 };
  out += el("rect", {
    x: panel.x,
    y: panel.y,
    width: panel.w,
    height: panel.h,
    rx: r * 0.6,
    fill: bg,
  });
  // background motif: rays, dots or stripes
  const clip = doc.clip(
    el("rect", { x: panel.x, y: panel.y, width: panel.w, height: panel.h, rx: r * 0.6 }),
  );
  let motif = "";
  const pk = rng.int(0, 2);
  const light = lighten(bg, 0.35);
  const cx = panel.x + panel.w / 2;
  const cy = panel.y + panel.h * 0.55;
  if (pk === 0) {
    let d = "";
    for (let i = 0; i < 16; i += 2) {
      const a0 = (i / 16) * Math.PI * 2;
      const a1 = ((i + 1) / 16) * Math.PI * 2;
      d += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a0) * W * 2)} ${f(cy + Math.sin(a0) * W * 2)}L${f(cx + Math.cos(a1) * W * 2)} ${f(cy + Math.sin(a1) * W * 2)}Z`;
    }
    motif = el("path", { d, fill: light, "fill-opacity": 0.6 });
  } else if (pk === 1) {
    let d = "";
    const s = W * 0.09;
    for (let y = panel.y; y < panel.y + panel.h + s; y += s)
      for (let x = panel.x + ((y / s) % 2) * (s / 2); x < panel.x + panel.w + s; x += s)
        d += `M${f(x - 5)} ${f(y)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`;
    motif = el("path", { d, fill: light, "fill-opacity": 0.8 });
  } else {
    let d = "";
    const s = W * 0.08;
    for (let x = panel.x - panel.h; x < panel.x + panel.w; x += s * 2)
      d += `M${f(x)} ${f(panel.y + panel.h)}l${f(panel.h)} ${f(-panel.h)}h${f(s)}l${f(-panel.h)} ${f(panel.h)}Z`;
    motif = el("path", { d, fill: light, "fill-opacity": 0.5 });
  }
  // ground disc
  motif += ellipse(cx, panel.y + panel.h * 0.86, panel.w * 0.42, panel.h * 0.06, darken(bg, 0.15), {
    "fill-opacity": 0.6,
  });
  out += `<g clip-path="${clip}">${motif}</g>`;
  const fig = snapFigure(rng, kind);
  const acc = accessory(
    rng,
    fig,
    rng.pick(["#e63946", "#1d3557", "#2a9d8f", "#f4a261", "#7b2cbf"]),
  );
  const all = [...fig, ...acc];
  const style = { ...defaultStyle("flat"), outline: "#2b2230", lineW: 3.4 };
  const pl = placeFigure(
    all,
    panel.x + panel.w * 0.08,
    panel.y + panel.h * 0.1,
    panel.w * 0.84,
    panel.h * 0.78,
    rng.chance(0.5),
  );
  out += drawFigure(ctx, all, style, pl);
  // corner indices: the icon in two opposite corners
  const iconCol = mix(ink, "#2b2230", 0.4);
  const s = (m * 1.15) / 100;
  out += `<g transform="translate(${f(m * 1.05)} ${f(m * 1.05)}) scale(${f(s)})">${indexIcon(kind, iconCol)}</g>`;
  out += `<g transform="translate(${f(W - m * 1.05)} ${f(H - m * 1.05)}) rotate(180) scale(${f(s)})">${indexIcon(kind, iconCol)}</g>`;
  return out;
}

export function snapCard(ctx: Ctx, kind: SnapKind): string {
  return cardFace(ctx, kind, ctx.W, ctx.H);
}
