/** Tableware: a mug painted with a cat or dog, and a dish with a motif in its well. */

import { darken, lighten, mix } from "./colour.ts";
import { type Ctx, drawFigure, figBox } from "./compose.ts";
import { defaultStyle } from "./figure.ts";
import { type Pt, smooth } from "./geometry.ts";
import type { Glaze } from "./glaze.ts";
import { petHead } from "./heads.ts";
import { contactShadow, glazeShade, specular } from "./photo.ts";
import { circle, el, ellipse, f, rect } from "./svg.ts";
export function mug(ctx: Ctx, cx: number, table: number, h: number, glaze: Glaze): string {
  const { doc, rng } = ctx;
  const w = h * rng.range(0.78, 0.95);
  const top = table - h;
  const persp = 0.2;
  const handleSide = rng.sign();
  const body = `M${f(cx - w / 2)} ${f(top)}L${f(cx - w * 0.48)} ${f(table - w * 0.04)}Q${f(cx)} ${f(table + w * persp * 0.6)} ${f(cx + w * 0.48)} ${f(table - w * 0.04)}L${f(cx + w / 2)} ${f(top)}Z`;
  let out = contactShadow(ctx, cx, table, w * 0.55, h * 0.06);
  // handle
  const hx = cx + handleSide * w * 0.47;
  const handle = `M${f(hx)} ${f(top + h * 0.2)}C${f(hx + handleSide * w * 0.42)} ${f(top + h * 0.12)} ${f(hx + handleSide * w * 0.42)} ${f(top + h * 0.8)} ${f(hx)} ${f(top + h * 0.72)}`;
  out += el("path", {
    d: handle,
    fill: "none",
    stroke: darken(glaze.base, 0.25),
    "stroke-width": h * 0.11,
    "stroke-linecap": "round",
  });
  out += el("path", {
    d: handle,
    fill: "none",
    stroke: glaze.base,
    "stroke-width": h * 0.07,
    "stroke-linecap": "round",
  });
  out += el("path", {
    d: handle,
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.3,
    "stroke-width": h * 0.015,
    transform: `translate(${f(-handleSide * 2)} -3)`,
  });
  // body: white/cream slip with the painted animal, coloured glaze at the rim and foot
  const slip = rng.chance(0.7) ? "#f3eee4" : lighten(glaze.base, 0.75);
  out += el("path", { d: body, fill: slip });
  const clip = doc.clip(el("path", { d: body }));
  let inner = rect(cx - w, top - 5, w * 2, h * 0.12, glaze.base);
  inner += rect(cx - w, table - h * 0.1, w * 2, h * 0.2, glaze.base);
  // the painted animal, flat & slightly soft like underglaze
  const fig = petHead(rng, rng.chance(0.5));
  const b = figBox(fig);
  const s = Math.min((w * 0.62) / (b.x1 - b.x0), (h * 0.6) / (b.y1 - b.y0));
  const style = { ...defaultStyle("flat"), outline: "#2b2a3a", lineW: 2.2 };
  inner += drawFigure(ctx, fig, style, {
    x: cx - handleSide * w * 0.04 - ((b.x0 + b.x1) / 2) * s,
    y: top + h * 0.55 - ((b.y0 + b.y1) / 2) * s,
    s,
  });
  // little painted sprigs
  for (let i = 0; i < 3; i++)
    inner += circle(
      cx + rng.range(-0.4, 0.4) * w,
      top + h * rng.range(0.2, 0.85),
      2.5,
      glaze.base,
      { "fill-opacity": 0.8 },
    );
  out += `<g clip-path="${clip}">${inner}</g>`;
  out += glazeShade(ctx, body, -1);
  out += ellipse(cx, top, w / 2, (w / 2) * persp, lighten(glaze.base, 0.15));
  out += ellipse(
    cx,
    top + 1.5,
    w / 2 - 6,
    (w / 2) * persp - 2.5,
    rng.chance(0.5) ? "#4a2c1c" : darken(glaze.base, 0.5),
  );
  out += specular(ctx, cx - w * 0.38, top + h * 0.15, w * 0.1, h * 0.6);
  return out;
}

export function dish(ctx: Ctx, cx: number, cy: number, rx: number, glaze: Glaze): string {
  const { doc, rng } = ctx;
  const tilt = rng.range(0.45, 0.62);
  const ry = rx * tilt;
  let out = ellipse(
    cx + rx * 0.06,
    cy + ry * 0.14,
    rx * 1.06,
    ry * 1.08,
    doc.glow("#1a1410", 0.35, 0.7),
  );
  // foot rim seen below
  out += ellipse(cx, cy + ry * 0.08, rx, ry, darken(glaze.base, 0.35));
  out += ellipse(cx, cy, rx, ry, glaze.base);
  out += ellipse(cx, cy, rx, ry, doc.sheen("#ffffff", 0.25, 0.5, "#000000", 0.2));
  const wr = rng.range(0.68, 0.8);
  // well
  out += ellipse(cx, cy + ry * 0.04, rx * wr, ry * wr, darken(glaze.base, 0.12));
  const inner = mix(glaze.base, rng.pick(["#f4efe6", glaze.rim, glaze.base]), 0.6);
  out += ellipse(cx, cy + ry * 0.06, rx * wr * 0.97, ry * wr * 0.95, inner);
  // motif painted in the well, drawn flat then squashed into the perspective
  const ink = rng.pick([glaze.base, darken(glaze.base, 0.3), "#1f3f8a", "#2e2a28", glaze.rim]);
  const R = rx * wr * 0.85;
  let motif = "";
  const kind = rng.int(0, 4);
  if (kind === 0) {
    for (let i = 1; i <= 3; i++)
      motif += el("circle", {
        r: (R * i) / 3.4,
        fill: "none",
        stroke: ink,
        "stroke-width": R * rng.range(0.02, 0.06),
      });
  } else if (kind === 1) {
    const n = rng.int(6, 10);
    let d = "";
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const c = Math.cos(a);
      const s = Math.sin(a);
      d += smooth(
        [
          [c * R * 0.15, s * R * 0.15],
          [c * R * 0.5 - s * R * 0.14, s * R * 0.5 + c * R * 0.14],
          [c * R * 0.78, s * R * 0.78],
          [c * R * 0.5 + s * R * 0.14, s * R * 0.5 - c * R * 0.14],
        ],
        true,
      );
    }
    motif +=
      el("path", { d, fill: ink, "fill-opacity": 0.85 }) +
      el("circle", { r: R * 0.12, fill: glaze.rim });
  } else if (kind === 2) {
    // fish
    const fish = (x: number, y: number, s: number, rot: number) =>
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${el("path", {
        d: `M${f(-s)} 0C${f(-s * 0.55)} ${f(-s * 0.5)} ${f(s * 0.25)} ${f(-s * 0.42)} ${f(s * 0.5)} 0C${f(s * 0.25)} ${f(s * 0.42)} ${f(-s * 0.55)} ${f(s * 0.5)} ${f(-s)} 0ZM${f(s * 0.42)} 0L${f(s)} ${f(-s * 0.38)}L${f(s * 0.88)} 0L${f(s)} ${f(s * 0.38)}Z`,
        fill: ink,
      })}${circle(-s * 0.62, -s * 0.08, s * 0.07, inner)}${el("path", { d: `M${f(-s * 0.35)} ${f(-s * 0.3)}q${f(s * 0.12)} ${f(s * 0.3)} 0 ${f(s * 0.6)}`, fill: "none", stroke: inner, "stroke-width": s * 0.04 })}</g>`;
    const nf = rng.int(1, 3);
    for (let i = 0; i < nf; i++)
      motif += fish(
        nf === 1 ? 0 : (i - 1) * R * 0.35,
        nf === 1 ? 0 : rng.range(-0.3, 0.3) * R,
        R * (nf === 1 ? 0.7 : 0.45),
        nf === 1 ? rng.range(-30, 30) : rng.range(0, 360),
      );
  } else if (kind === 3) {
    const pts: Pt[] = [];
    for (let i = 0; i < 40; i++) {
      const a = i * 0.45;
      const r = (i / 40) * R * 0.85;
      pts.push([Math.cos(a) * r, Math.sin(a) * r]);
    }
    motif += el("path", {
      d: smooth(pts, false),
      fill: "none",
      stroke: ink,
      "stroke-width": R * 0.05,
      "stroke-linecap": "round",
    });
  } else {
    let d = "";
    for (let i = 0; i < 26; i++) {
      const a = rng() * Math.PI * 2;
      const r = Math.sqrt(rng()) * R * 0.9;
      const s = rng.range(0.03, 0.07) * R;
      d += `M${f(Math.cos(a) * r - s)} ${f(Math.sin(a) * r)}a${f(s)} ${f(s)} 0 1 0 ${f(2 * s)} 0a${f(s)} ${f(s)} 0 1 0 ${f(-2 * s)} 0`;
    }
    motif += el("path", { d, fill: ink, "fill-opacity": 0.85 });
  }
  out += `<g transform="translate(${f(cx)} ${f(cy + ry * 0.06)}) scale(1 ${f(tilt)})">${motif}</g>`;
  // rim ring and highlights
  out += ellipse(cx, cy, rx * 0.995, ry * 0.99, "none", {
    stroke: glaze.rim,
    "stroke-width": rx * 0.025,
  });
  out += el("path", {
    d: `M${f(cx - rx * 0.7)} ${f(cy - ry * 0.55)}Q${f(cx - rx * 0.3)} ${f(cy - ry * 0.92)} ${f(cx + rx * 0.15)} ${f(cy - ry * 0.9)}`,
    fill: "none",
    stroke: "#fff",
    "stroke-width": rx * 0.03,
    "stroke-opacity": 0.55,
    "stroke-linecap": "round",
  });
  out += ellipse(cx + rx * 0.25, cy + ry * 0.25, rx * 0.12, ry * 0.05, "#fff", {
    "fill-opacity": 0.35,
  });
  return out;
}
