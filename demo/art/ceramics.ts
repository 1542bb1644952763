/** Ceramics: a glazed object photographed on a soft studio background. */
import { darken, lighten } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { frame, type Pt, ptsAt, smooth } from "./geometry.ts";
import type { Glaze } from "./glaze.ts";
import { contactShadow, glazeShade, specular, studioBackdrop } from "./photo.ts";
import { circle, el, ellipse, f } from "./svg.ts";
import { dish, mug } from "./tableware.ts";
import { tiles } from "./tiles.ts";
import { vessel } from "./vessels.ts";

export type { Glaze };
export type CeramicKind =
  | "birds-cats"
  | "dog-cat-mugs"
  | "pots-vases"
  | "dishes"
  | "oil-lamps"
  | "tiles";

const GLAZES: Glaze[] = [
  { base: "#2f6f8f", rim: "#c9b48a" }, // cobalt-teal
  { base: "#6f8f6a", rim: "#d8cdb0" }, // celadon green
  { base: "#b5543c", rim: "#e7c9a0" }, // terracotta red
  { base: "#e9e2d3", rim: "#8a6a4a" }, // white tin glaze
  { base: "#3a3a48", rim: "#b59a6a" }, // tenmoku dark
  { base: "#d9a441", rim: "#6b4a2a" }, // honey amber
  { base: "#7aa7b8", rim: "#f0ece2" }, // pale blue
  { base: "#9c4f6a", rim: "#e8d0c0" }, // plum
  { base: "#4b6b3a", rim: "#d9c9a0" }, // deep green
  { base: "#c97b5a", rim: "#f2e6d6" }, // peach
];

function lamp(ctx: Ctx, cx: number, table: number, size: number, glaze: Glaze): string {
  const { doc, rng } = ctx;
  const dir = rng.sign();
  const bodyW = size;
  const bodyH = size * 0.32;
  const by = table - bodyH * 0.55;
  const onBody = frame(cx, by, bodyW, bodyH);
  let out = contactShadow(ctx, cx, table, bodyW * 0.55, bodyH * 0.12);
  // spout: tapered tube rising toward one side
  const sx = cx + dir * bodyW * 0.45;
  const tip: Pt = [cx + dir * bodyW * 0.95, by - bodyH * 0.55];
  const spout = smooth(
    [
      [sx, by - bodyH * 0.35],
      [cx + dir * bodyW * 0.7, by - bodyH * 0.35],
      [tip[0], tip[1] - 6],
      [tip[0] + dir * 6, tip[1] + 4],
      [cx + dir * bodyW * 0.72, by],
      [sx, by + bodyH * 0.2],
    ],
    true,
    0.8,
  );
  out += el("path", { d: spout, fill: glaze.base });
  out += glazeShade(ctx, spout, -1);
  // handle
  const hx = cx - dir * bodyW * 0.42;
  const handle = `M${f(hx)} ${f(by - bodyH * 0.2)}C${f(hx - dir * bodyW * 0.35)} ${f(by - bodyH * 1.3)} ${f(hx - dir * bodyW * 0.45)} ${f(by + bodyH * 0.2)} ${f(hx)} ${f(by + bodyH * 0.2)}`;
  out += el("path", {
    d: handle,
    fill: "none",
    stroke: darken(glaze.base, 0.2),
    "stroke-width": size * 0.06,
    "stroke-linecap": "round",
  });
  out += el("path", {
    d: handle,
    fill: "none",
    stroke: glaze.base,
    "stroke-width": size * 0.035,
    "stroke-linecap": "round",
  });
  // foot
  out += el("path", {
    d: `M${f(cx - bodyW * 0.18)} ${f(table - bodyH * 0.15)}L${f(cx - bodyW * 0.2)} ${f(table)}Q${f(cx)} ${f(table + bodyH * 0.1)} ${f(cx + bodyW * 0.2)} ${f(table)}L${f(cx + bodyW * 0.18)} ${f(table - bodyH * 0.15)}Z`,
    fill: darken(glaze.base, 0.25),
  });
  // body: squat ellipse
  const body = smooth(
    onBody([-0.5, 0, -0.35, -0.45, 0, -0.55, 0.35, -0.45, 0.5, 0, 0.3, 0.42, 0, 0.48, -0.3, 0.42]),
    true,
  );
  out += el("path", { d: body, fill: glaze.base });
  const clip = doc.clip(el("path", { d: body }));
  let deco = "";
  const band = rng.pick([glaze.rim, lighten(glaze.base, 0.4), "#c9a24a"]);
  deco += el("path", {
    d: `M${f(cx - bodyW)} ${f(by + 2)}Q${f(cx)} ${f(by + bodyH * 0.3)} ${f(cx + bodyW)} ${f(by + 2)}`,
    fill: "none",
    stroke: band,
    "stroke-width": bodyH * 0.1,
  });
  for (let i = -3; i <= 3; i++)
    deco += circle(
      cx + i * bodyW * 0.11,
      by - bodyH * 0.12 + Math.abs(i) * 1.5,
      bodyH * 0.05,
      band,
    );
  out += `<g clip-path="${clip}">${deco}</g>`;
  out += glazeShade(ctx, body, -1);
  // lid with knob
  out += ellipse(cx, by - bodyH * 0.5, bodyW * 0.16, bodyH * 0.12, darken(glaze.base, 0.15));
  out += el("path", {
    d: smooth(onBody([-0.06, -0.52, 0, -0.95, 0.06, -0.52]), true, 0.8),
    fill: glaze.base,
  });
  out += circle(cx, by - bodyH * 0.95, bodyH * 0.09, glaze.rim);
  out += specular(ctx, cx - bodyW * 0.3, by - bodyH * 0.38, bodyW * 0.22, bodyH * 0.25);
  // a small flame at the spout
  if (rng.chance(0.55)) {
    const fx = tip[0] + dir * 2;
    const fy = tip[1] - 6;
    out += circle(fx, fy - 14, size * 0.16, doc.glow("#ffd27a", 0.5));
    out += el("path", {
      d: smooth(ptsAt(fx, fy, 1, 1, [-7, 0, 0, -34, 7, 0, 0, 5]), true, 0.9),
      fill: "#ffb23f",
    });
    out += el("path", {
      d: smooth(ptsAt(fx, fy, 1, 1, [-3.5, 0, 0, -18, 3.5, 0, 0, 3]), true, 0.9),
      fill: "#fff3c9",
    });
  }
  return out;
}

function figurine(ctx: Ctx, cx: number, table: number, h: number, glaze: Glaze): string {
  const { rng } = ctx;
  const isBird = rng.chance(0.55);
  let out = "";
  if (isBird) {
    const dir = rng.sign();
    const w = h * 1.2;
    const by = table - h * 0.45;
    const onBird = frame(cx, by, dir * w, h);
    const body = smooth(
      onBird([
        -0.55, -0.35, -0.2, -0.15, 0.12, -0.42, 0.3, -0.55, 0.45, -0.38, 0.42, 0, 0.1, 0.4, -0.25,
        0.3,
      ]),
      true,
      0.9,
    );
    out += contactShadow(ctx, cx + dir * w * 0.05, table - h * 0.05, w * 0.35, h * 0.06);
    out += el("path", { d: body, fill: glaze.base });
    const clip = ctx.doc.clip(el("path", { d: body }));
    let deco = el("path", {
      d: smooth(onBird([-0.1, -0.05, 0.2, -0.12, 0.25, 0.1, -0.05, 0.2]), true),
      fill: glaze.rim,
      "fill-opacity": 0.9,
    });
    let dots = "";
    for (let i = 0; i < 14; i++) {
      const x = cx + dir * rng.range(-0.1, 0.3) * w;
      const y = by + rng.range(-0.3, 0.3) * h;
      dots += `M${f(x - 2.5)} ${f(y)}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0`;
    }
    deco += el("path", { d: dots, fill: darken(glaze.base, 0.4) });
    out += `<g clip-path="${clip}">${deco}</g>`;
    out += glazeShade(ctx, body, -dir);
    out += el("path", {
      d: `M${f(cx + dir * w * 0.44)} ${f(by - h * 0.44)}l${f(dir * h * 0.16)} ${f(h * 0.05)}l${f(-dir * h * 0.16)} ${f(h * 0.05)}z`,
      fill: rng.pick(["#d99a3a", "#2a2220", glaze.rim]),
    });
    out += circle(cx + dir * w * 0.32, by - h * 0.42, h * 0.035, "#1a1412");
    out += specular(ctx, cx + dir * w * 0.05, by - h * 0.3, w * 0.12, h * 0.3);
    return out;
  }
  // sitting cat figurine: smooth stylised silhouette
  const w = h * 0.62;
  const top = table - h;
  const onCat = frame(cx, top, w, h);
  const sil = smooth(
    onCat([
      -0.22, 0.08, -0.24, -0.04, -0.08, 0.05, 0.08, 0.05, 0.24, -0.04, 0.22, 0.08, 0.26, 0.25, 0.2,
      0.38, 0.42, 0.7, 0.45, 0.95, 0, 1.02, -0.45, 0.95, -0.42, 0.7, -0.2, 0.38, -0.26, 0.25,
    ]),
    true,
    0.7,
  );
  out += contactShadow(ctx, cx, table, w * 0.5, h * 0.05);
  const side = rng.sign();
  out += el("path", {
    d: `M${f(cx + side * w * 0.4)} ${f(table - 4)}Q${f(cx + side * w * 0.75)} ${f(table - 10)} ${f(cx + side * w * 0.6)} ${f(table - h * 0.35)}`,
    fill: "none",
    stroke: darken(glaze.base, 0.15),
    "stroke-width": h * 0.07,
    "stroke-linecap": "round",
  });
  out += el("path", { d: sil, fill: glaze.base });
  const clip = ctx.doc.clip(el("path", { d: sil }));
  let deco = "";
  const motif = rng.int(0, 2);
  if (motif === 0) {
    for (let i = 0; i < 5; i++)
      deco += el("path", {
        d: `M${f(cx - w * 0.5)} ${f(top + h * (0.45 + i * 0.11))}q${f(w * 0.5)} ${f(h * 0.06)} ${f(w)} 0`,
        fill: "none",
        stroke: glaze.rim,
        "stroke-width": h * 0.025,
      });
  } else if (motif === 1) {
    deco += el("path", {
      d: smooth(onCat([-0.14, 0.4, 0.14, 0.4, 0.2, 0.8, 0, 0.95, -0.2, 0.8]), true),
      fill: glaze.rim,
    });
  } else {
    for (let i = 0; i < 12; i++)
      deco += circle(
        cx + rng.range(-0.35, 0.35) * w,
        top + h * rng.range(0.4, 0.95),
        h * 0.018,
        glaze.rim,
      );
  }
  out += `<g clip-path="${clip}">${deco}</g>`;
  out += glazeShade(ctx, sil, -1);
  // painted face
  const fc = darken(glaze.base, 0.6);
  const fy = top + h * 0.18;
  out += el("path", {
    d: `M${f(cx - w * 0.13)} ${f(fy)}q${f(w * 0.05)} ${f(h * 0.025)} ${f(w * 0.09)} 0M${f(cx + w * 0.04)} ${f(fy)}q${f(w * 0.05)} ${f(h * 0.025)} ${f(w * 0.09)} 0`,
    fill: "none",
    stroke: fc,
    "stroke-width": 2.4,
    "stroke-linecap": "round",
  });
  out += el("path", { d: `M${f(cx - 4)} ${f(fy + h * 0.05)}h8l-4 5z`, fill: "#d98a8a" });
  out += el("path", {
    d: `M${f(cx - w * 0.08)} ${f(fy + h * 0.06)}h${f(-w * 0.14)}M${f(cx + w * 0.08)} ${f(fy + h * 0.06)}h${f(w * 0.14)}`,
    stroke: fc,
    "stroke-width": 1.4,
  });
  out += specular(ctx, cx - w * 0.3, top + h * 0.5, w * 0.12, h * 0.35);
  return out;
}

export function ceramic(ctx: Ctx, kind: CeramicKind): string {
  const { rng, W, H } = ctx;
  const glaze = rng.pick(GLAZES);
  const st = studioBackdrop(
    ctx,
    kind === "dishes" || kind === "tiles" ? rng.range(0.28, 0.4) : undefined,
  );
  let out = st.markup;
  const cx = W * rng.range(0.42, 0.58);
  if (kind === "pots-vases") {
    const n = rng.chance(0.35) ? 2 : 1;
    if (n === 2) {
      const g2 = rng.pick(GLAZES);
      out += vessel(ctx, cx - W * 0.2, st.table - 6, H * rng.range(0.32, 0.42), g2);
      out += vessel(ctx, cx + W * 0.14, st.table + 10, H * rng.range(0.45, 0.55), glaze);
    } else out += vessel(ctx, cx, st.table + H * 0.06, H * rng.range(0.5, 0.62), glaze);
  } else if (kind === "dog-cat-mugs") {
    out += mug(ctx, cx, st.table + H * 0.12, H * rng.range(0.5, 0.6), glaze);
  } else if (kind === "dishes") {
    out += dish(ctx, cx, H * rng.range(0.58, 0.62), W * rng.range(0.36, 0.42), glaze);
  } else if (kind === "oil-lamps") {
    out += lamp(ctx, cx, st.table + H * 0.12, W * rng.range(0.5, 0.58), glaze);
  } else if (kind === "tiles") {
    out += tiles(ctx, st.table, glaze);
  } else {
    out += figurine(ctx, cx, st.table + H * 0.12, H * rng.range(0.55, 0.68), glaze);
  }
  return out;
}
