/** Point and path geometry: point lists, ellipses, blobs, smooth curves and brush strokes. */
import type { Rng } from "./random.ts";
import { f } from "./svg.ts";
export type Pt = [number, number];

/** Points from flat coordinates: pts([x0, y0, x1, y1, …]). */
export function pts(xy: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < xy.length; i += 2) out.push([xy[i] as number, xy[i + 1] as number]);
  return out;
}

/**
 * Points from flat unit coordinates [u0, v0, u1, v1, …], each placed at (x + u·sx, y + v·sy):
 * a shape drawn once in its own units, moved, scaled or mirrored (sx = -1) into place.
 */
export function ptsAt(x: number, y: number, sx: number, sy: number, uv: readonly number[]): Pt[] {
  return pts(uv).map(([u, v]): Pt => [x + u * sx, y + v * sy]);
}

/** ptsAt with the placement fixed, for several shapes drawn in the same frame. */
export const frame =
  (x: number, y: number, sx: number, sy: number) =>
  (uv: readonly number[]): Pt[] =>
    ptsAt(x, y, sx, sy, uv);

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
