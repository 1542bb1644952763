/** Thrown pots and vases: a lathe outline from a profile, glazed and decorated. */

import { darken, lighten, mix } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { type Pt, pts, ptsAt, smooth } from "./geometry.ts";
import type { Glaze } from "./glaze.ts";
import { contactShadow, glazeShade, specular } from "./photo.ts";
import { circle, el, ellipse, f, rect } from "./svg.ts";

/** Outline of a turned vessel from a profile of [t (0 top..1 bottom), radius] pairs. */
function lathe(
  cx: number,
  top: number,
  height: number,
  profile: Array<[number, number]>,
  scale: number,
  persp = 0.22,
): {
  d: string;
  rim: { cx: number; cy: number; rx: number; ry: number };
  foot: number;
  widest: number;
} {
  const right: Pt[] = profile.map(([t, r]) => [cx + r * scale, top + t * height]);
  const left: Pt[] = profile.map(([t, r]): Pt => [cx - r * scale, top + t * height]).reverse();
  const last = profile[profile.length - 1] ?? [1, 0.3];
  const first = profile[0] ?? [0, 0.3];
  const footR = last[1] * scale;
  const bottom = top + height;
  // curve the bottom along the lower half of the foot ellipse
  const footPts: Pt[] = [];
  for (let i = 1; i < 6; i++) {
    const a = (i / 6) * Math.PI;
    footPts.push([cx + Math.cos(a) * footR, bottom + Math.sin(a) * footR * persp]);
  }
  const d = `${smooth([...right], false).replace(/^M/, "M")}${footPts.map(([x, y]) => `L${f(x)} ${f(y)}`).join("")}${smooth(left, false).replace(/^M/, "L")}Z`;
  const widest = Math.max(...profile.map(([, r]) => r)) * scale;
  return {
    d,
    rim: { cx, cy: top + first[0] * height, rx: first[1] * scale, ry: first[1] * scale * persp },
    foot: bottom,
    widest,
  };
}

const PROFILES: Array<Array<[number, number]>> = [
  pts([0, 0.3, 0.08, 0.26, 0.22, 0.3, 0.5, 0.52, 0.78, 0.46, 1, 0.3]), // vase
  pts([0, 0.36, 0.1, 0.42, 0.45, 0.56, 0.85, 0.44, 1, 0.34]), // round pot
  pts([0, 0.09, 0.28, 0.1, 0.42, 0.3, 0.66, 0.44, 0.9, 0.4, 1, 0.32]), // bottle
  pts([0, 0.4, 0.2, 0.36, 0.6, 0.38, 1, 0.34]), // tall cylinder
  pts([0, 0.22, 0.12, 0.18, 0.3, 0.42, 0.6, 0.5, 1, 0.2]), // amphora-ish
  pts([0, 0.5, 0.3, 0.52, 0.75, 0.42, 1, 0.26]), // bowl-pot
];

export function vessel(ctx: Ctx, cx: number, table: number, height: number, glaze: Glaze): string {
  const { doc, rng } = ctx;
  const profile = rng.pick(PROFILES);
  const decoration = rng.int(0, 3);
  const scale = height * rng.range(0.8, 1);
  const top = table - height;
  const v = lathe(cx, top, height, profile, scale);
  let out = contactShadow(ctx, cx, table, v.widest * 0.95, height * 0.05);
  const base = glaze.base;
  out += el("path", { d: v.d, fill: base });
  const clip = doc.clip(el("path", { d: v.d }));
  let deco = "";
  if (decoration === 0) {
    // a dipped second glaze on the upper part with a drippy edge
    const y = top + height * rng.range(0.25, 0.5);
    const pts: Pt[] = [[cx - v.widest * 1.2, top - 20]];
    const n = 12;
    for (let i = 0; i <= n; i++) {
      const x = cx - v.widest * 1.1 + (i / n) * v.widest * 2.2;
      pts.push([x, y + (i % 2 === 0 ? rng.range(-4, 4) : rng.range(6, 26))]);
    }
    pts.push([cx + v.widest * 1.2, top - 20]);
    deco += el("path", { d: smooth(pts, true, 0.7), fill: glaze.rim });
  } else if (decoration === 1) {
    // horizontal bands that follow the curvature
    const bands = rng.int(2, 4);
    for (let i = 0; i < bands; i++) {
      const y = top + height * rng.range(0.3, 0.85);
      deco += el("path", {
        d: `M${f(cx - v.widest * 1.2)} ${f(y)}Q${f(cx)} ${f(y + v.widest * 0.3)} ${f(cx + v.widest * 1.2)} ${f(y)}`,
        fill: "none",
        stroke: rng.pick([glaze.rim, darken(base, 0.35), lighten(base, 0.4)]),
        "stroke-width": rng.range(3, 12),
      });
    }
  } else if (decoration === 2) {
    // painted leaves / dots around the belly
    const y = top + height * rng.range(0.45, 0.6);
    const col = glaze.rim;
    for (let i = 0; i < 7; i++) {
      const t = (i / 6) * 2 - 1;
      const x = cx + t * v.widest * 0.9;
      const s = (1 - Math.abs(t) * 0.6) * height * 0.05;
      deco += el("path", {
        d: smooth(ptsAt(x, y, s, s, [0, -2, 1, 0, 0, 2, -1, 0]), true, 0.8),
        fill: col,
        transform: `rotate(${f(t * 30)} ${f(x)} ${f(y)})`,
      });
      deco += circle(x, y + s * 3.4, s * 0.35, col);
    }
  } else {
    // reactive glaze: speckles and a pooled darker foot
    let d = "";
    for (let i = 0; i < 60; i++) {
      const x = cx + rng.range(-1, 1) * v.widest;
      const y = top + rng() * height;
      const r = rng.range(0.8, 2.4);
      d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    }
    deco += el("path", { d, fill: darken(base, 0.5), "fill-opacity": 0.55 });
    deco += rect(
      cx - v.widest * 1.2,
      table - height * 0.12,
      v.widest * 2.4,
      height * 0.2,
      darken(base, 0.3),
      { "fill-opacity": 0.6 },
    );
    deco += rect(
      cx - v.widest * 1.2,
      table - height * 0.05,
      v.widest * 2.4,
      height * 0.1,
      "#c9a77e",
    );
  }
  out += `<g clip-path="${clip}">${deco}</g>`;
  out += glazeShade(ctx, v.d);
  // rim: opening
  const r = v.rim;
  out += ellipse(r.cx, r.cy, r.rx, r.ry, mix(glaze.rim, base, decoration === 0 ? 0 : 0.6));
  out += ellipse(r.cx, r.cy + r.ry * 0.12, r.rx * 0.84, r.ry * 0.72, darken(base, 0.6));
  out += specular(ctx, cx - v.widest * 0.62, top + height * 0.25, v.widest * 0.22, height * 0.45);
  return out;
}
