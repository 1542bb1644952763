/**
 * Small, dependency-free helpers for the procedural artwork: a seeded PRNG, colour maths,
 * point/path geometry and SVG string building. Everything is deterministic.
 */

// ---------------------------------------------------------------- random

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  sign(): 1 | -1;
  /** Roughly normal, mean 0, sd 1 (sum of uniforms). */
  gauss(): number;
  /** A new independent generator derived from this one's next value. */
  fork(): Rng;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32, wrapped with a few conveniences. */
export function makeRng(seed: number): Rng {
  let a = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Warm up so nearby seeds diverge quickly.
  for (let i = 0; i < 4; i++) next();
  const rng = (() => next()) as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  rng.chance = (p) => next() < p;
  rng.sign = () => (next() < 0.5 ? -1 : 1);
  rng.gauss = () => (next() + next() + next() + next() - 2) * 1.73;
  rng.fork = () => makeRng(Math.floor(next() * 4294967296));
  rng.shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return rng;
}

/** Mix a string into a number seed (FNV-1a). */
export function hashSeed(text: string, seed: number): number {
  let h = 2166136261 ^ Math.floor(seed);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------- colour

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** h in degrees, s and l in 0..100. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  if (ss === 0) return toHex([ll * 255, ll * 255, ll * 255]);
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const hue = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([hue(hh + 1 / 3) * 255, hue(hh) * 255, hue(hh - 1 / 3) * 255]);
}

export function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((x) => x / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
export const darken = (c: string, t: number): string => mix(c, "#1a1420", t);

/** Shift hue/saturation/lightness of a colour. */
export function adjust(c: string, dh: number, ds: number, dl: number): string {
  const [h, s, l] = toHsl(c);
  return hsl(h + dh, s + ds, l + dl);
}

/** A slightly varied copy of a colour, for painterly strokes. */
export function vary(rng: Rng, c: string, amount = 1): string {
  return adjust(c, rng.range(-8, 8) * amount, rng.range(-8, 8) * amount, rng.range(-7, 7) * amount);
}

// ---------------------------------------------------------------- numbers & svg

/** Format a coordinate with one decimal at most. */
export function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : escapeXml(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Accumulates <defs> and hands out unique ids within one document. */
export class Doc {
  defs: string[] = [];
  private counter = 0;
  private readonly prefix: string;
  constructor(prefix = "") {
    this.prefix = prefix;
  }
  id(kind = "a"): string {
    this.counter += 1;
    return `${this.prefix}${kind}${this.counter.toString(36)}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  /** Linear gradient; angle in degrees (0 = left→right, 90 = top→bottom). */
  linear(stops: Array<[number, string, number?]>, angle = 90): string {
    const id = this.id("g");
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    this.def(
      el(
        "linearGradient",
        { id, x1: f2(0.5 - dx), y1: f2(0.5 - dy), x2: f2(0.5 + dx), y2: f2(0.5 + dy) },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units. */
  radial(
    stops: Array<[number, string, number?]>,
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx?: number,
    fy?: number,
  ): string {
    const id = this.id("r");
    this.def(
      el(
        "radialGradient",
        {
          id,
          cx: f2(cx),
          cy: f2(cy),
          r: f2(r),
          fx: fx === undefined ? undefined : f2(fx),
          fy: fy === undefined ? undefined : f2(fy),
        },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }
  /**
   * Repeat some markup over a W×H area with <use>. (SVG <pattern> is avoided: librsvg renders
   * it slowly unless the tile lands exactly on the pixel grid.)
   */
  tile(W: number, H: number, size: number, content: string): string {
    const id = this.id("u");
    this.def(`<g id="${id}">${content}</g>`);
    let out = "";
    for (let y = 0; y < H; y += size)
      for (let x = 0; x < W; x += size) out += `<use href="#${id}" x="${f(x)}" y="${f(y)}"/>`;
    return out;
  }
  clip(inner: string): string {
    const id = this.id("c");
    this.def(el("clipPath", { id }, inner));
    return `url(#${id})`;
  }
}

function f2(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}

function stopsMarkup(stops: Array<[number, string, number?]>): string {
  return stops
    .map(([o, c, op]) =>
      el("stop", {
        offset: f2(o),
        "stop-color": c,
        "stop-opacity": op === undefined ? undefined : f2(op),
      }),
    )
    .join("");
}

// ---------------------------------------------------------------- geometry

export type Pt = [number, number];

export function ellipsePts(cx: number, cy: number, rx: number, ry: number, n = 10, rot = 0): Pt[] {
  const pts: Pt[] = [];
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const x = Math.cos(t) * rx;
    const y = Math.sin(t) * ry;
    pts.push([cx + x * c - y * s, cy + x * s + y * c]);
  }
  return pts;
}

export function jitter(rng: Rng, pts: Pt[], amount: number): Pt[] {
  if (amount <= 0) return pts;
  return pts.map(([x, y]) => [x + rng.gauss() * amount, y + rng.gauss() * amount] as Pt);
}

/** Irregular closed blob around a centre. */
export function blobPts(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.15,
  n = 9,
  rot = 0,
): Pt[] {
  const pts: Pt[] = [];
  const phase = rng() * Math.PI * 2;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let i = 0; i < n; i++) {
    const t = phase + (i / n) * Math.PI * 2;
    const k = 1 + (rng() * 2 - 1) * wobble;
    const x = Math.cos(t) * rx * k;
    const y = Math.sin(t) * ry * k;
    pts.push([cx + x * c - y * s, cy + x * s + y * c]);
  }
  return pts;
}

/** Catmull-Rom spline through the points as cubic Bézier path data. */
export function smooth(pts: Pt[], closed: boolean, tension = 1): string {
  const n = pts.length;
  if (n === 0) return "";
  const p = (i: number): Pt => {
    if (closed) return pts[((i % n) + n) % n] as Pt;
    return pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const first = p(0);
  // relative commands on a 0.1 grid keep the numbers short without drift
  const q = (v: number) => Math.round(v * 10) / 10;
  let cx = q(first[0]);
  let cy = q(first[1]);
  let d = `M${f(cx)} ${f(cy)}`;
  if (n < 3) {
    for (let i = 1; i < n; i++) {
      const nx = q(p(i)[0]);
      const ny = q(p(i)[1]);
      d += `l${f(nx - cx)} ${f(ny - cy)}`;
      cx = nx;
      cy = ny;
    }
    return d;
  }
  const segs = closed ? n : n - 1;
  const k = tension / 6;
  for (let i = 0; i < segs; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    const nx = q(p2[0]);
    const ny = q(p2[1]);
    d += `c${rel(c1x - cx)}${rel(c1y - cy)}${rel(c2x - cx)}${rel(c2y - cy)}${rel(nx - cx)}${rel(ny - cy)}`;
    cx = nx;
    cy = ny;
  }
  return closed ? `${d}Z` : d;
}

/** A number for a path-data list: a leading space unless the minus sign separates it. */
function rel(v: number): string {
  const s = f(v);
  return s.startsWith("-") ? s : ` ${s}`;
}

export function poly(pts: Pt[], closed = true): string {
  return (
    pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)} ${f(y)}`).join("") + (closed ? "Z" : "")
  );
}

/** Resample an open polyline (smoothly) into n points. */
export function resample(pts: Pt[], n: number): Pt[] {
  if (pts.length < 2) return pts;
  const lens = [0];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    lens.push((lens[i - 1] as number) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lens[lens.length - 1] as number;
  const out: Pt[] = [];
  let j = 1;
  for (let i = 0; i < n; i++) {
    const d = (i / (n - 1)) * total;
    while (j < pts.length - 1 && (lens[j] as number) < d) j++;
    const a = pts[j - 1] as Pt;
    const b = pts[j] as Pt;
    const la = lens[j - 1] as number;
    const lb = lens[j] as number;
    const t = lb > la ? (d - la) / (lb - la) : 0;
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}

/**
 * A tapered brush stroke along a centre line, as a closed outline.
 * widths: [start, middle, end] half-widths.
 */
export function brushPath(
  rng: Rng,
  line: Pt[],
  w0: number,
  w1: number,
  w2: number,
  rough = 0.15,
): string {
  const pts = resample(line, Math.max(4, Math.min(10, line.length * 2)));
  const n = pts.length;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = pts[Math.max(0, i - 1)] as Pt;
    const b = pts[Math.min(n - 1, i + 1)] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const t = i / (n - 1);
    const w =
      (t < 0.5 ? w0 + (w1 - w0) * (t * 2) : w1 + (w2 - w1) * ((t - 0.5) * 2)) *
      (1 + rng.gauss() * rough);
    const p = pts[i] as Pt;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  return smooth([...left, ...right.reverse()], true, 0.8);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}

/** Transform points: scale, rotate (radians), translate, optional horizontal mirror. */
export function xform(pts: Pt[], tx: number, ty: number, s = 1, rot = 0, mirror = false): Pt[] {
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  return pts.map(([x0, y0]) => {
    const x = (mirror ? -x0 : x0) * s;
    const y = y0 * s;
    return [tx + x * c - y * sn, ty + x * sn + y * c] as Pt;
  });
}
