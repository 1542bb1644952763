/** Shared composition helpers: canvas context, figure fitting, media (styles + finishing). */
import { darken } from "./colour.ts";
import { defaultStyle, type Figure, type Placement, renderFigure, type Style } from "./figure.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { type Doc, ellipse } from "./svg.ts";
import { grain } from "./textures.ts";

export interface Ctx {
  doc: Doc;
  rng: Rng;
  /** viewBox width (always 1000) and height. */
  W: number;
  H: number;
  seed: number;
  variant?: string;
}

export function figBox(fig: Figure): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of fig) {
    const pad = p.kind === "line" ? (p.w ?? 0) / 2 : 0;
    for (const [x, y] of p.pts) {
      x0 = Math.min(x0, x - pad);
      y0 = Math.min(y0, y - pad);
      x1 = Math.max(x1, x + pad);
      y1 = Math.max(y1, y + pad);
    }
  }
  return { x0, y0, x1, y1 };
}

/** Place a figure so it fits a box, standing on the box's bottom edge, centred horizontally. */
export function placeFigure(
  fig: Figure,
  x: number,
  y: number,
  w: number,
  h: number,
  mirror = false,
): Placement {
  const b = figBox(fig);
  const s = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0));
  const cx = (b.x0 + b.x1) / 2;
  return { x: x + w / 2 - (mirror ? -cx : cx) * s, y: y + h - b.y1 * s, s, mirror };
}

export type Medium = "oil" | "gouache" | "watercolour" | "ink" | "pencil" | "flat";

export function mediumStyle(rng: Rng, medium: Medium, pal: Palette): Style {
  if (medium === "pencil")
    return { ...defaultStyle("sketch"), ink: rng.pick(["#3b3834", "#2f3238", "#4a3b30"]) };
  if (medium === "flat") return { ...defaultStyle("flat"), outline: darken(pal.dark, 0.2) };
  const s = defaultStyle("paint");
  s.light = rng.sign();
  if (medium === "oil") {
    s.strokes = rng.int(4, 7);
    s.rough = 1.4;
    s.outline = rng.chance(0.25) ? darken(pal.dark, 0.1) : null;
    s.lineW = 2.2;
  } else if (medium === "gouache") {
    s.strokes = 3;
    s.rough = 0.8;
    s.outline = darken(pal.dark, 0.2);
    s.lineW = rng.range(1.6, 2.8);
  } else if (medium === "watercolour") {
    s.strokes = 3;
    s.rough = 1.8;
    s.outline = rng.chance(0.5) ? "#3a3532" : null;
    s.lineW = 1.1;
  } else {
    s.strokes = 2;
    s.rough = 1;
    s.outline = "#1d1a18";
    s.lineW = 2.4;
  }
  return s;
}

export function drawFigure(
  ctx: Ctx,
  fig: Figure,
  style: Style,
  place: Placement,
  opacity?: number,
): string {
  const g = renderFigure(ctx.doc, ctx.rng, fig, style, place);
  return opacity === undefined ? g : `<g opacity="${opacity}">${g}</g>`;
}

/** A soft contact shadow under a figure. */
export function shadow(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  col = "#1a1410",
  strength = 0.35,
): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    ctx.doc.radial([
      [0, col, strength],
      [0.6, col, strength * 0.5],
      [1, col, 0],
    ]),
  );
}

/** Finishing layer for paintings: texture appropriate to the medium. */
export function finish(ctx: Ctx, medium: Medium): string {
  const { doc, rng, W, H } = ctx;
  if (medium === "oil") return grain(doc, rng, W, H, "canvas", 1);
  if (medium === "flat") return "";
  return grain(doc, rng, W, H, "paper", medium === "gouache" ? 0.8 : 1.2);
}
