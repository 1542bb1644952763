/**
 * A figure is a list of parts (closed shapes and lines) in a local coordinate system, drawn
 * back to front. The same figure can be rendered as a painting, a pencil sketch or a flat
 * cartoon, which keeps the subjects recognisable across all the styles.
 */
import { darken, lighten, mix, vary } from "./colour.ts";
import { brushPath, jitter, type Pt, poly, resample, smooth } from "./geometry.ts";
import type { Rng } from "./random.ts";
import { type Doc, el, ellipse, f } from "./svg.ts";

export interface Part {
  kind: "shape" | "line";
  pts: Pt[];
  /** Fill colour (shape) or stroke colour (line). */
  fill: string;
  /** Line width (line) or outline weight multiplier (shape). */
  w?: number;
  /** main: big body volumes; detail: small features; mark: markings clipped to `clip`. */
  role?: "main" | "detail" | "mark" | "eye" | "hi";
  tension?: number;
  /** Straight segments. */
  straight?: boolean;
  /** Markings: index of the part whose outline clips this one. */
  clip?: number;
  opacity?: number;
  /** Lines: taper the ends (default true). */
  taper?: boolean;
  /** Never outlined. */
  noOutline?: boolean;
  /** Main shapes: shading only, no visible brush strokes (faces). */
  soft?: boolean;
}

export type Figure = Part[];

export interface Style {
  mode: "paint" | "sketch" | "flat";
  /** Outline colour (paint/flat); null for none. */
  outline: string | null;
  /** Outline width in local units. */
  lineW: number;
  /** Edge jitter in local units. */
  rough: number;
  /** Painterly strokes per main shape. */
  strokes: number;
  /** Pencil colour for sketches. */
  ink: string;
  /** Paper colour for sketches (used to hide lines behind shapes). */
  paper: string;
  /** Light direction: -1 light from the left, 1 from the right. */
  light: number;
}

export function defaultStyle(mode: Style["mode"]): Style {
  return {
    mode,
    outline: mode === "flat" ? "#2b2230" : null,
    lineW: mode === "flat" ? 3.2 : 1.6,
    rough: mode === "paint" ? 1.2 : 0.6,
    strokes: mode === "paint" ? 4 : 0,
    ink: "#3b3834",
    paper: "#f4efe4",
    light: -1,
  };
}

export interface Placement {
  x: number;
  y: number;
  s: number;
  mirror?: boolean;
  rot?: number;
}

export function placeAttr(p: Placement): string {
  const parts = [`translate(${f(p.x)} ${f(p.y)})`];
  if (p.rot) parts.push(`rotate(${f(p.rot)})`);
  parts.push(`scale(${p.mirror ? f(-p.s) : f(p.s)} ${f(p.s)})`);
  return parts.join(" ");
}

function shapeD(part: Part, rng: Rng, rough: number): string {
  const pts = rough > 0 ? jitter(rng, part.pts, rough) : part.pts;
  return part.straight ? poly(pts, true) : smooth(pts, true, part.tension ?? 1);
}

function bbox(pts: Pt[]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of pts) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/** Render a figure; returns a <g> with the placement transform. */
export function renderFigure(
  doc: Doc,
  rng: Rng,
  fig: Figure,
  style: Style,
  place: Placement,
): string {
  const out: string[] = [];
  const clipIds = new Map<number, string>();
  const clipFor = (i: number): string => {
    const existing = clipIds.get(i);
    if (existing) return existing;
    const target = fig[i];
    if (!target) return "";
    const url = doc.clip(el("path", { d: shapeD(target, rng, 0) }));
    clipIds.set(i, url);
    return url;
  };
  fig.forEach((part, index) => {
    if (part.kind === "line") out.push(renderLine(rng, part, style));
    else if (part.role === "mark" && part.clip !== undefined) {
      const inner = renderShape(doc, rng, part, style, index, fig);
      out.push(`<g clip-path="${clipFor(part.clip)}">${inner}</g>`);
    } else out.push(renderShape(doc, rng, part, style, index, fig));
  });
  return `<g transform="${placeAttr(place)}">${out.join("")}</g>`;
}

function renderLine(rng: Rng, part: Part, style: Style): string {
  const w = part.w ?? 2;
  const op = part.opacity;
  if (style.mode === "sketch") {
    const a = smooth(jitter(rng, part.pts, style.rough * 0.5), false);
    return el("path", {
      d: a,
      fill: "none",
      stroke: style.ink,
      "stroke-width": Math.max(0.7, Math.min(w, 3) * 0.6),
      "stroke-opacity": 0.8,
      "stroke-linecap": "round",
    });
  }
  if (style.mode === "flat" || part.taper === false) {
    const out = el("path", {
      d: smooth(part.pts, false),
      fill: "none",
      stroke: part.fill,
      "stroke-width": w,
      "stroke-opacity": op,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    if (style.mode === "flat" && style.outline && w > 6) {
      return (
        el("path", {
          d: smooth(part.pts, false),
          fill: "none",
          stroke: style.outline,
          "stroke-width": w + style.lineW * 2,
          "stroke-linecap": "round",
        }) + out
      );
    }
    return out;
  }
  const hw = w / 2;
  const taper = true; // untapered parts returned above
  let s = el("path", {
    d: brushPath(rng, part.pts, taper ? hw * 0.5 : hw, hw, taper ? hw * 0.15 : hw, 0.12),
    fill: part.fill,
    "fill-opacity": op,
  });
  if (w > 8 && style.strokes > 0) {
    // a lighter streak along thick lines (tails) for volume
    const line = resample(part.pts, 6).map(([x, y]) => [x - hw * 0.25, y - hw * 0.3] as Pt);
    s += el("path", {
      d: brushPath(rng, line, hw * 0.2, hw * 0.35, hw * 0.1),
      fill: lighten(part.fill, 0.25),
      "fill-opacity": 0.45,
    });
  }
  if (style.outline && style.mode === "paint" && w > 6) {
    s =
      el("path", {
        d: brushPath(
          rng,
          part.pts,
          hw * 0.5 + style.lineW,
          hw + style.lineW,
          hw * 0.15 + style.lineW,
          0.1,
        ),
        fill: style.outline,
        "fill-opacity": 0.85,
      }) + s;
  }
  return s;
}

function renderShape(
  doc: Doc,
  rng: Rng,
  part: Part,
  style: Style,
  index: number,
  fig: Figure,
): string {
  const role = part.role ?? "detail";
  const op = part.opacity;
  if (style.mode === "sketch") return sketchShape(doc, rng, part, style);
  if (style.mode === "flat") {
    const d = shapeD(part, rng, 0);
    const outline = style.outline && role !== "mark" && role !== "hi" && !part.noOutline;
    let s = el("path", {
      d,
      fill: part.fill,
      "fill-opacity": op,
      stroke: outline ? style.outline : undefined,
      "stroke-width": outline ? style.lineW * (part.w ?? 1) : undefined,
      "stroke-linejoin": outline ? "round" : undefined,
    });
    if (role === "main") {
      // one soft shading crescent for a little volume
      const b = bbox(part.pts);
      const clip = doc.clip(el("path", { d }));
      const cx = (b.x0 + b.x1) / 2 + (b.x1 - b.x0) * 0.22 * -style.light;
      const cy = (b.y0 + b.y1) / 2 + (b.y1 - b.y0) * 0.12;
      s += `<g clip-path="${clip}">${ellipse(cx + (b.x1 - b.x0) * 0.5 * -style.light, cy, (b.x1 - b.x0) * 0.45, (b.y1 - b.y0) * 0.7, darken(part.fill, 0.35), { "fill-opacity": 0.25 })}</g>`;
      if (outline) {
        s += el("path", {
          d,
          fill: "none",
          stroke: style.outline ?? "#000",
          "stroke-width": style.lineW * (part.w ?? 1),
          "stroke-linejoin": "round",
        });
      }
    }
    return s;
  }
  // paint
  const rough =
    role === "main" ? style.rough : role === "mark" ? style.rough * 1.5 : style.rough * 0.3;
  const d = shapeD(part, rng, rough);
  let s = el("path", { d, fill: part.fill, "fill-opacity": op });
  if (role === "main" && style.strokes > 0) {
    const b = bbox(part.pts);
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    const clip = doc.clip(el("path", { d }));
    const inner: string[] = [];
    // shade on the side away from the light
    const shadeX = (b.x0 + b.x1) / 2 - style.light * w * 0.55;
    inner.push(
      ellipse(shadeX, b.y0 + h * 0.6, w * 0.5, h * 0.75, darken(part.fill, 0.45), {
        "fill-opacity": 0.28,
      }),
    );
    // brush strokes following the long axis
    const vertical = h > w * 1.15;
    let strokes = "";
    for (let i = 0; i < (part.soft ? 0 : style.strokes); i++) {
      const t = rng.range(0.1, 0.9);
      const c = rng.chance(0.55)
        ? lighten(vary(rng, part.fill), rng.range(0.12, 0.3))
        : darken(vary(rng, part.fill), rng.range(0.1, 0.25));
      const line: Pt[] = vertical
        ? [
            [b.x0 + w * t + rng.gauss() * 3, b.y0 + h * rng.range(0, 0.2)],
            [b.x0 + w * (t + rng.gauss() * 0.05), b.y0 + h * 0.5],
            [b.x0 + w * t + rng.gauss() * 4, b.y0 + h * rng.range(0.75, 1)],
          ]
        : [
            [b.x0 + w * rng.range(0, 0.25), b.y0 + h * t + rng.gauss() * 3],
            [b.x0 + w * 0.5, b.y0 + h * (t + rng.gauss() * 0.06)],
            [b.x0 + w * rng.range(0.7, 1), b.y0 + h * t + rng.gauss() * 3],
          ];
      const bw = Math.min(w, h) * rng.range(0.05, 0.12);
      strokes += `<path d="${brushPath(rng, line, bw * 0.4, bw, bw * 0.3)}" fill="${c}" fill-opacity="${f(rng.range(0.25, 0.5))}"/>`;
    }
    inner.push(strokes);
    // a highlight toward the light
    inner.push(
      ellipse(
        (b.x0 + b.x1) / 2 + style.light * w * 0.28,
        b.y0 + h * 0.3,
        w * 0.22,
        h * 0.22,
        lighten(part.fill, 0.35),
        { "fill-opacity": 0.22 },
      ),
    );
    s += `<g clip-path="${clip}">${inner.join("")}</g>`;
  }
  if (style.outline && role !== "mark" && role !== "hi" && !part.noOutline) {
    const od = role === "main" ? shapeD(part, rng, rough * 0.6) : d;
    s += el("path", {
      d: od,
      fill: "none",
      stroke: style.outline,
      "stroke-width": style.lineW * (part.w ?? 1) * (role === "main" ? 1 : 0.7),
      "stroke-opacity": 0.85,
      "stroke-linejoin": "round",
      "stroke-dasharray":
        role === "main" && rng.chance(0.5)
          ? `${f(rng.range(40, 90))} ${f(rng.range(2, 6))}`
          : undefined,
    });
  }
  void index;
  void fig;
  return s;
}

function sketchShape(doc: Doc, rng: Rng, part: Part, style: Style): string {
  const role = part.role ?? "detail";
  const ink = style.ink;
  if (role === "eye" || role === "hi") {
    const dark = part.role === "hi" ? style.paper : mix(ink, part.fill, 0.15);
    return el("path", {
      d: shapeD(part, rng, 0),
      fill: dark,
      "fill-opacity": role === "hi" ? 1 : 0.85,
    });
  }
  if (role === "mark") {
    // markings as loose hatching
    const b = bbox(part.pts);
    let d = "";
    const n = Math.max(2, Math.round((b.x1 - b.x0) / 4));
    for (let i = 0; i < n; i++) {
      const x = b.x0 + ((b.x1 - b.x0) * (i + 0.5)) / n;
      d += `M${f(x + rng.gauss())} ${f(b.y0)}L${f(x + rng.gauss() + 3)} ${f(b.y1)}`;
    }
    const clip = doc.clip(el("path", { d: shapeD(part, rng, 0) }));
    return `<g clip-path="${clip}">${el("path", { d, stroke: ink, "stroke-width": 0.8, "stroke-opacity": 0.55, fill: "none" })}</g>`;
  }
  const base = el("path", { d: shapeD(part, rng, 0), fill: style.paper, "fill-opacity": 0.92 });
  const passes = role === "main" ? 2 : 1;
  let lines = "";
  for (let i = 0; i < passes; i++) {
    lines += el("path", {
      d: shapeD(part, rng, style.rough * (i + 1)),
      fill: "none",
      stroke: ink,
      "stroke-width": i === 0 ? 1.3 : 0.7,
      "stroke-opacity": i === 0 ? 0.85 : 0.45,
      "stroke-linejoin": "round",
    });
  }
  let hatch = "";
  if (role === "main") {
    const b = bbox(part.pts);
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    const clip = doc.clip(el("path", { d: shapeD(part, rng, 0) }));
    let d = "";
    const step = Math.max(3, Math.min(w, h) / 14);
    const x0 = style.light < 0 ? b.x0 + w * 0.55 : b.x0 - h;
    const x1 = style.light < 0 ? b.x1 + h : b.x0 + w * 0.45;
    for (let x = x0; x < x1; x += step) {
      d += `M${f(x + rng.gauss())} ${f(b.y0 - 2)}L${f(x - h * 0.9 + rng.gauss() * 2)} ${f(b.y1 + 2)}`;
    }
    hatch = `<g clip-path="${clip}">${el("path", { d, stroke: ink, "stroke-width": 0.7, "stroke-opacity": 0.4, fill: "none" })}</g>`;
  }
  // tone for dark shapes
  const tone = part.fill;
  const lum = luminance(tone);
  const shadeFill =
    role !== "main" && lum < 0.35
      ? el("path", { d: shapeD(part, rng, 0), fill: ink, "fill-opacity": 0.55 })
      : "";
  return base + hatch + shadeFill + lines;
}

export function luminance(hex: string): number {
  const v = Number.parseInt(hex.replace("#", "").padEnd(6, "0").slice(0, 6), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}
