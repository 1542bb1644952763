/** Building blocks for figures: part constructors and helpers to move and combine parts. */
import type { Figure, Part } from "./figure.ts";
import { ellipsePts, type Pt, xform } from "./geometry.ts";

export const shape = (pts: Pt[], fill: string, extra: Partial<Part> = {}): Part => ({
  kind: "shape",
  pts,
  fill,
  ...extra,
});

export const line = (pts: Pt[], fill: string, w: number, extra: Partial<Part> = {}): Part => ({
  kind: "line",
  pts,
  fill,
  w,
  ...extra,
});

/** A marking (patch, stripe, bib…) clipped to the outline of the part at index `clip`. */
export const mark = (pts: Pt[], fill: string, clip: number, extra: Partial<Part> = {}): Part =>
  shape(pts, fill, { role: "mark", clip, ...extra });

export const ell = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Partial<Part> = {},
  rot = 0,
): Part => shape(ellipsePts(cx, cy, rx, ry, 10, rot), fill, extra);

/** Transform every part of a figure. */
export function moveParts(
  parts: Part[],
  tx: number,
  ty: number,
  s = 1,
  rot = 0,
  mirror = false,
  clipOffset = 0,
): Part[] {
  return parts.map((p) => ({
    ...p,
    pts: xform(p.pts, tx, ty, s, rot, mirror),
    w: p.kind === "line" && p.w !== undefined ? p.w * s : p.w,
    clip: p.clip === undefined ? undefined : p.clip + clipOffset,
  }));
}

/** Append parts, fixing up clip indices that are relative to the appended list. */
export function append(fig: Figure, parts: Part[]): void {
  const offset = fig.length;
  for (const p of parts)
    fig.push({ ...p, clip: p.clip === undefined ? undefined : p.clip + offset });
}

/**
 * A closed outline that is symmetric about x = 0, from its right half listed from the top
 * centre round to the bottom centre: the left half is the mirror image, walked back up.
 */
export function mirrored(half: Pt[]): Pt[] {
  const left = half.slice(1, -1).map(([x, y]): Pt => [-x, y]);
  return [...half, ...left.reverse()];
}

/** Adds a main body shape to the figure; returns its index, for markings to clip to. */
export function addBody(fig: Figure, pts: Pt[], fill: string, extra: Partial<Part> = {}): number {
  return fig.push(shape(pts, fill, { role: "main", ...extra })) - 1;
}

/**
 * A leg outline: two points where it meets the body (x + a and x + b, at y = top), then the foot
 * as [u, y, swing] triples placed at (x + u + dx·swing, y), so a stride dx moves the foot most.
 */
export function legPts(
  x: number,
  top: number,
  dx: number,
  [a, b]: readonly [number, number],
  foot: readonly number[],
): Pt[] {
  const out: Pt[] = [
    [x + a, top],
    [x + b, top],
  ];
  for (let i = 0; i + 2 < foot.length; i += 3)
    out.push([x + (foot[i] as number) + dx * (foot[i + 2] as number), foot[i + 1] as number]);
  return out;
}
