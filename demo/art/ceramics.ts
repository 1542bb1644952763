/** Ceramics: a glazed object photographed on a soft studio background. */
import { CAT_COATS, catHead, catHeadOpts, DOG_COATS, dogHead, dogOpts } from "./animals.ts";
import { type Ctx, drawFigure, figBox } from "./compose.ts";
import { defaultStyle, type Figure } from "./figure.ts";
import { blobPts, darken, el, f, lighten, mix, type Pt, type Rng, smooth } from "./util.ts";

export type CeramicKind =
  | "birds-cats"
  | "dog-cat-mugs"
  | "pots-vases"
  | "dishes"
  | "oil-lamps"
  | "tiles";

const GLAZES = [
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
    el("ellipse", {
      cx: cx + rx * 0.25,
      cy: cy + ry * 0.2,
      rx: rx * 1.5,
      ry: ry * 1.6,
      fill: doc.radial([
        [0, "#2a2018", 0.22],
        [1, "#2a2018", 0],
      ]),
    }) +
    el("ellipse", {
      cx,
      cy,
      rx: rx * 1.02,
      ry,
      fill: doc.radial([
        [0, "#1a1410", 0.55],
        [0.7, "#1a1410", 0.3],
        [1, "#1a1410", 0],
      ]),
    })
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

function specular(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { rng } = ctx;
  return (
    el("path", {
      d: smooth(
        [
          [x, y],
          [x + w * 0.5, y - h * 0.05],
          [x + w, y + h * 0.1],
          [x + w * 0.7, y + h],
          [x + w * 0.2, y + h * 0.95],
        ],
        true,
      ),
      fill: "#ffffff",
      "fill-opacity": rng.range(0.18, 0.3),
    }) +
    el("ellipse", {
      cx: x + w * 0.5,
      cy: y + h * 0.2,
      rx: w * 0.28,
      ry: h * 0.08,
      fill: "#ffffff",
      "fill-opacity": 0.7,
    })
  );
}

// ---------------------------------------------------------------- lathe vessels

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
  [
    [0, 0.3],
    [0.08, 0.26],
    [0.22, 0.3],
    [0.5, 0.52],
    [0.78, 0.46],
    [1, 0.3],
  ], // vase
  [
    [0, 0.36],
    [0.1, 0.42],
    [0.45, 0.56],
    [0.85, 0.44],
    [1, 0.34],
  ], // round pot
  [
    [0, 0.09],
    [0.28, 0.1],
    [0.42, 0.3],
    [0.66, 0.44],
    [0.9, 0.4],
    [1, 0.32],
  ], // bottle
  [
    [0, 0.4],
    [0.2, 0.36],
    [0.6, 0.38],
    [1, 0.34],
  ], // tall cylinder
  [
    [0, 0.22],
    [0.12, 0.18],
    [0.3, 0.42],
    [0.6, 0.5],
    [1, 0.2],
  ], // amphora-ish
  [
    [0, 0.5],
    [0.3, 0.52],
    [0.75, 0.42],
    [1, 0.26],
  ], // bowl-pot
];

function vessel(
  ctx: Ctx,
  cx: number,
  table: number,
  height: number,
  profile: Array<[number, number]>,
  glaze: { base: string; rim: string },
  decoration: number,
): string {
  const { doc, rng } = ctx;
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
        d: smooth(
          [
            [x, y - s * 2],
            [x + s, y],
            [x, y + s * 2],
            [x - s, y],
          ],
          true,
          0.8,
        ),
        fill: col,
        transform: `rotate(${f(t * 30)} ${f(x)} ${f(y)})`,
      });
      deco += el("circle", { cx: x, cy: y + s * 3.4, r: s * 0.35, fill: col });
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
    deco += el("rect", {
      x: cx - v.widest * 1.2,
      y: table - height * 0.12,
      width: v.widest * 2.4,
      height: height * 0.2,
      fill: darken(base, 0.3),
      "fill-opacity": 0.6,
    });
    deco += el("rect", {
      x: cx - v.widest * 1.2,
      y: table - height * 0.05,
      width: v.widest * 2.4,
      height: height * 0.1,
      fill: "#c9a77e",
    });
  }
  out += `<g clip-path="${clip}">${deco}</g>`;
  out += glazeShade(ctx, v.d);
  // rim: opening
  const r = v.rim;
  out += el("ellipse", {
    cx: r.cx,
    cy: r.cy,
    rx: r.rx,
    ry: r.ry,
    fill: mix(glaze.rim, base, decoration === 0 ? 0 : 0.6),
  });
  out += el("ellipse", {
    cx: r.cx,
    cy: r.cy + r.ry * 0.12,
    rx: r.rx * 0.84,
    ry: r.ry * 0.72,
    fill: darken(base, 0.6),
  });
  out += specular(ctx, cx - v.widest * 0.62, top + height * 0.25, v.widest * 0.22, height * 0.45);
  return out;
}

// ---------------------------------------------------------------- mugs

function mug(
  ctx: Ctx,
  cx: number,
  table: number,
  h: number,
  glaze: { base: string; rim: string },
): string {
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
  let inner = el("rect", {
    x: cx - w,
    y: top - 5,
    width: w * 2,
    height: h * 0.12,
    fill: glaze.base,
  });
  inner += el("rect", {
    x: cx - w,
    y: table - h * 0.1,
    width: w * 2,
    height: h * 0.2,
    fill: glaze.base,
  });
  // the painted animal, flat & slightly soft like underglaze
  const isCat = rng.chance(0.5);
  const fig: Figure = isCat
    ? catHead(rng.pick(CAT_COATS), { ...catHeadOpts(rng), eyes: "open" })
    : dogHead(rng.pick(DOG_COATS), dogOpts(rng));
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
    inner += el("circle", {
      cx: cx + rng.range(-0.4, 0.4) * w,
      cy: top + h * rng.range(0.2, 0.85),
      r: 2.5,
      fill: glaze.base,
      "fill-opacity": 0.8,
    });
  out += `<g clip-path="${clip}">${inner}</g>`;
  out += glazeShade(ctx, body, -1);
  out += el("ellipse", {
    cx,
    cy: top,
    rx: w / 2,
    ry: (w / 2) * persp,
    fill: lighten(glaze.base, 0.15),
  });
  out += el("ellipse", {
    cx,
    cy: top + 1.5,
    rx: w / 2 - 6,
    ry: (w / 2) * persp - 2.5,
    fill: rng.chance(0.5) ? "#4a2c1c" : darken(glaze.base, 0.5),
  });
  out += specular(ctx, cx - w * 0.38, top + h * 0.15, w * 0.1, h * 0.6);
  return out;
}

// ---------------------------------------------------------------- dishes

function dish(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  glaze: { base: string; rim: string },
): string {
  const { doc, rng } = ctx;
  const tilt = rng.range(0.45, 0.62);
  const ry = rx * tilt;
  let out = el("ellipse", {
    cx: cx + rx * 0.06,
    cy: cy + ry * 0.14,
    rx: rx * 1.06,
    ry: ry * 1.08,
    fill: doc.radial([
      [0.7, "#1a1410", 0.35],
      [1, "#1a1410", 0],
    ]),
  });
  // foot rim seen below
  out += el("ellipse", { cx, cy: cy + ry * 0.08, rx, ry, fill: darken(glaze.base, 0.35) });
  out += el("ellipse", { cx, cy, rx, ry, fill: glaze.base });
  out += el("ellipse", {
    cx,
    cy,
    rx,
    ry,
    fill: doc.linear(
      [
        [0, "#ffffff", 0.25],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.2],
      ],
      90,
    ),
  });
  const wr = rng.range(0.68, 0.8);
  // well
  out += el("ellipse", {
    cx,
    cy: cy + ry * 0.04,
    rx: rx * wr,
    ry: ry * wr,
    fill: darken(glaze.base, 0.12),
  });
  const inner = mix(glaze.base, rng.pick(["#f4efe6", glaze.rim, glaze.base]), 0.6);
  out += el("ellipse", {
    cx,
    cy: cy + ry * 0.06,
    rx: rx * wr * 0.97,
    ry: ry * wr * 0.95,
    fill: inner,
  });
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
      })}${el("circle", { cx: -s * 0.62, cy: -s * 0.08, r: s * 0.07, fill: inner })}${el("path", { d: `M${f(-s * 0.35)} ${f(-s * 0.3)}q${f(s * 0.12)} ${f(s * 0.3)} 0 ${f(s * 0.6)}`, fill: "none", stroke: inner, "stroke-width": s * 0.04 })}</g>`;
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
  out += el("ellipse", {
    cx,
    cy,
    rx: rx * 0.995,
    ry: ry * 0.99,
    fill: "none",
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
  out += el("ellipse", {
    cx: cx + rx * 0.25,
    cy: cy + ry * 0.25,
    rx: rx * 0.12,
    ry: ry * 0.05,
    fill: "#fff",
    "fill-opacity": 0.35,
  });
  return out;
}

// ---------------------------------------------------------------- oil lamps

function lamp(
  ctx: Ctx,
  cx: number,
  table: number,
  size: number,
  glaze: { base: string; rim: string },
): string {
  const { doc, rng } = ctx;
  const dir = rng.sign();
  const bodyW = size;
  const bodyH = size * 0.32;
  const by = table - bodyH * 0.55;
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
    [
      [cx - bodyW * 0.5, by],
      [cx - bodyW * 0.35, by - bodyH * 0.45],
      [cx, by - bodyH * 0.55],
      [cx + bodyW * 0.35, by - bodyH * 0.45],
      [cx + bodyW * 0.5, by],
      [cx + bodyW * 0.3, by + bodyH * 0.42],
      [cx, by + bodyH * 0.48],
      [cx - bodyW * 0.3, by + bodyH * 0.42],
    ],
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
    deco += el("circle", {
      cx: cx + i * bodyW * 0.11,
      cy: by - bodyH * 0.12 + Math.abs(i) * 1.5,
      r: bodyH * 0.05,
      fill: band,
    });
  out += `<g clip-path="${clip}">${deco}</g>`;
  out += glazeShade(ctx, body, -1);
  // lid with knob
  out += el("ellipse", {
    cx,
    cy: by - bodyH * 0.5,
    rx: bodyW * 0.16,
    ry: bodyH * 0.12,
    fill: darken(glaze.base, 0.15),
  });
  out += el("path", {
    d: smooth(
      [
        [cx - bodyW * 0.06, by - bodyH * 0.52],
        [cx, by - bodyH * 0.95],
        [cx + bodyW * 0.06, by - bodyH * 0.52],
      ],
      true,
      0.8,
    ),
    fill: glaze.base,
  });
  out += el("circle", { cx, cy: by - bodyH * 0.95, r: bodyH * 0.09, fill: glaze.rim });
  out += specular(ctx, cx - bodyW * 0.3, by - bodyH * 0.38, bodyW * 0.22, bodyH * 0.25);
  // a small flame at the spout
  if (rng.chance(0.55)) {
    const fx = tip[0] + dir * 2;
    const fy = tip[1] - 6;
    out += el("circle", {
      cx: fx,
      cy: fy - 14,
      r: size * 0.16,
      fill: doc.radial([
        [0, "#ffd27a", 0.5],
        [1, "#ffd27a", 0],
      ]),
    });
    out += el("path", {
      d: smooth(
        [
          [fx - 7, fy],
          [fx, fy - 34],
          [fx + 7, fy],
          [fx, fy + 5],
        ],
        true,
        0.9,
      ),
      fill: "#ffb23f",
    });
    out += el("path", {
      d: smooth(
        [
          [fx - 3.5, fy],
          [fx, fy - 18],
          [fx + 3.5, fy],
          [fx, fy + 3],
        ],
        true,
        0.9,
      ),
      fill: "#fff3c9",
    });
  }
  return out;
}

// ---------------------------------------------------------------- tiles

export function tileMotif(
  ctx: Ctx,
  rng: Rng,
  S: number,
  ground: string,
  ink: string,
  accent: string,
): string {
  const c = S / 2;
  const kind = rng.int(0, 4);
  let m = el("rect", { width: S, height: S, fill: ground });
  if (kind === 0) {
    // eight-point star
    const pts: Pt[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r = i % 2 === 0 ? S * 0.42 : S * 0.22;
      pts.push([c + Math.cos(a) * r, c + Math.sin(a) * r]);
    }
    m += el("path", { d: `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`, fill: ink });
    m += el("circle", { cx: c, cy: c, r: S * 0.12, fill: accent });
    for (const [x, y] of [
      [0, 0],
      [S, 0],
      [0, S],
      [S, S],
    ] as Pt[])
      m += el("circle", { cx: x, cy: y, r: S * 0.16, fill: accent });
  } else if (kind === 1) {
    // floral rosette
    let d = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const x = c + Math.cos(a) * S * 0.22;
      const y = c + Math.sin(a) * S * 0.22;
      d += smooth(
        [
          [c, c],
          [x - Math.sin(a) * S * 0.1, y + Math.cos(a) * S * 0.1],
          [c + Math.cos(a) * S * 0.42, c + Math.sin(a) * S * 0.42],
          [x + Math.sin(a) * S * 0.1, y - Math.cos(a) * S * 0.1],
        ],
        true,
      );
    }
    m += el("path", { d, fill: ink });
    m += el("circle", { cx: c, cy: c, r: S * 0.08, fill: accent });
    m += el("rect", {
      x: S * 0.04,
      y: S * 0.04,
      width: S * 0.92,
      height: S * 0.92,
      fill: "none",
      stroke: accent,
      "stroke-width": S * 0.025,
    });
  } else if (kind === 2) {
    // quarter circles (truchet)
    for (const [x, y] of [
      [0, 0],
      [S, S],
    ] as Pt[]) {
      m += el("circle", {
        cx: x,
        cy: y,
        r: S * 0.5,
        fill: "none",
        stroke: ink,
        "stroke-width": S * 0.1,
      });
      m += el("circle", { cx: x, cy: y, r: S * 0.25, fill: accent });
    }
  } else if (kind === 3) {
    // bird on a branch, Delft style
    m += el("path", {
      d: `M${f(S * 0.1)} ${f(S * 0.75)}Q${f(S * 0.5)} ${f(S * 0.6)} ${f(S * 0.9)} ${f(S * 0.7)}`,
      fill: "none",
      stroke: ink,
      "stroke-width": S * 0.03,
    });
    m += el("path", {
      d: smooth(
        [
          [S * 0.3, S * 0.55],
          [S * 0.45, S * 0.4],
          [S * 0.6, S * 0.36],
          [S * 0.7, S * 0.3],
          [S * 0.74, S * 0.38],
          [S * 0.66, S * 0.5],
          [S * 0.5, S * 0.62],
          [S * 0.36, S * 0.62],
        ],
        true,
      ),
      fill: ink,
    });
    m += el("path", {
      d: `M${f(S * 0.74)} ${f(S * 0.32)}l${f(S * 0.06)} ${f(S * 0.02)}l${f(-S * 0.05)} ${f(S * 0.03)}z`,
      fill: ink,
    });
    m += el("path", {
      d: `M${f(S * 0.34)} ${f(S * 0.56)}l${f(-S * 0.18)} ${f(-S * 0.08)}l${f(S * 0.04)} ${f(S * 0.1)}z`,
      fill: ink,
    });
    for (let i = 0; i < 4; i++)
      m += el("path", {
        d: smooth(
          blobPts(
            rng,
            S * (0.2 + i * 0.18),
            S * (0.72 - (i % 2) * 0.06),
            S * 0.05,
            S * 0.025,
            0.1,
            6,
            -0.5,
          ),
          true,
        ),
        fill: accent,
      });
    for (const [x, y] of [
      [S * 0.08, S * 0.08],
      [S * 0.92, S * 0.08],
      [S * 0.08, S * 0.92],
      [S * 0.92, S * 0.92],
    ] as Pt[]) {
      m += el("path", {
        d: `M${f(x - S * 0.05)} ${f(y)}L${f(x)} ${f(y - S * 0.05)}L${f(x + S * 0.05)} ${f(y)}L${f(x)} ${f(y + S * 0.05)}Z`,
        fill: ink,
      });
    }
  } else {
    // concentric squares & diamonds
    m += el("path", {
      d: `M${f(c)} ${f(S * 0.06)}L${f(S * 0.94)} ${f(c)}L${f(c)} ${f(S * 0.94)}L${f(S * 0.06)} ${f(c)}Z`,
      fill: ink,
    });
    m += el("rect", { x: S * 0.3, y: S * 0.3, width: S * 0.4, height: S * 0.4, fill: ground });
    m += el("circle", { cx: c, cy: c, r: S * 0.12, fill: accent });
  }
  const clip = ctx.doc.clip(el("rect", { width: S, height: S, rx: S * 0.02 }));
  return `<g clip-path="${clip}">${m}</g>`;
}

function tiles(ctx: Ctx, table: number, glaze: { base: string; rim: string }): string {
  const { rng, W, H } = ctx;
  const n = rng.pick([1, 2, 2, 3]);
  const S = 200;
  const ground = rng.pick(["#f3eee2", "#f6f0e0", glaze.rim, "#e8efe9"]);
  const ink = rng.pick([glaze.base, "#1f4a8a", "#2a6f7a", "#a3402c"]);
  const accent = rng.pick(["#e2a93b", "#3f7f5f", "#c8553d", lighten(ink, 0.4)]);
  const motif = tileMotif(ctx, rng, S, ground, ink, accent);
  // a grid of identical tiles lying on the table, seen at an angle
  const size = Math.min((W * (n === 1 ? 0.42 : 0.62)) / n, (H * 0.6) / n / 0.6);
  const total = size * n;
  const skew = rng.range(-0.35, 0.35);
  const squash = rng.range(0.5, 0.7);
  const cx = W / 2;
  const cy = Math.min(table + (H - table) * 0.5, H - total * squash * 0.5 - 20);
  const k = size / S;
  let grid = "";
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      grid += `<g transform="translate(${f((i - n / 2) * S * 1.03)} ${f((j - n / 2) * S * 1.03)})">${motif}</g>`;
    }
  const edge = darken(ground, 0.25);
  const thick = 8;
  const tf = `matrix(${f(k)} 0 ${f(skew * k)} ${f(squash * k)} ${f(cx)} ${f(cy)})`;
  let out = `<g transform="${tf}">`;
  // shadow + edges (tile thickness)
  out += el("rect", {
    x: (-n / 2) * S * 1.03 + 14,
    y: (-n / 2) * S * 1.03 + 26,
    width: n * S * 1.03,
    height: n * S * 1.03,
    fill: "#1a1410",
    "fill-opacity": 0.22,
    rx: 10,
  });
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      out += el("rect", {
        x: (i - n / 2) * S * 1.03,
        y: (j - n / 2) * S * 1.03 + thick / squash,
        width: S,
        height: S,
        fill: edge,
        rx: 4,
      });
  out += grid;
  // glaze sheen
  out += el("path", {
    d: `M${f((-n / 2) * S)} ${f((-n / 2) * S + S * 0.3)}L${f((-n / 2) * S + S * 0.3)} ${f((-n / 2) * S)}L${f((-n / 2) * S + S * 0.5)} ${f((-n / 2) * S)}L${f((-n / 2) * S)} ${f((-n / 2) * S + S * 0.5)}Z`,
    fill: "#fff",
    "fill-opacity": 0.25,
  });
  out += "</g>";
  void ctx.doc;
  return out;
}

// ---------------------------------------------------------------- figurines

function figurine(
  ctx: Ctx,
  cx: number,
  table: number,
  h: number,
  glaze: { base: string; rim: string },
): string {
  const { rng } = ctx;
  const isBird = rng.chance(0.55);
  let out = "";
  if (isBird) {
    const dir = rng.sign();
    const w = h * 1.2;
    const by = table - h * 0.45;
    const body = smooth(
      [
        [cx - dir * w * 0.55, by - h * 0.35],
        [cx - dir * w * 0.2, by - h * 0.15],
        [cx + dir * w * 0.12, by - h * 0.42],
        [cx + dir * w * 0.3, by - h * 0.55],
        [cx + dir * w * 0.45, by - h * 0.38],
        [cx + dir * w * 0.42, by],
        [cx + dir * w * 0.1, by + h * 0.4],
        [cx - dir * w * 0.25, by + h * 0.3],
      ],
      true,
      0.9,
    );
    out += contactShadow(ctx, cx + dir * w * 0.05, table - h * 0.05, w * 0.35, h * 0.06);
    out += el("path", { d: body, fill: glaze.base });
    const clip = ctx.doc.clip(el("path", { d: body }));
    let deco = el("path", {
      d: smooth(
        [
          [cx - dir * w * 0.1, by - h * 0.05],
          [cx + dir * w * 0.2, by - h * 0.12],
          [cx + dir * w * 0.25, by + h * 0.1],
          [cx - dir * w * 0.05, by + h * 0.2],
        ],
        true,
      ),
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
    out += el("circle", {
      cx: cx + dir * w * 0.32,
      cy: by - h * 0.42,
      r: h * 0.035,
      fill: "#1a1412",
    });
    out += specular(ctx, cx + dir * w * 0.05, by - h * 0.3, w * 0.12, h * 0.3);
    return out;
  }
  // sitting cat figurine: smooth stylised silhouette
  const w = h * 0.62;
  const top = table - h;
  const sil = smooth(
    [
      [cx - w * 0.22, top + h * 0.08],
      [cx - w * 0.24, top - h * 0.04],
      [cx - w * 0.08, top + h * 0.05],
      [cx + w * 0.08, top + h * 0.05],
      [cx + w * 0.24, top - h * 0.04],
      [cx + w * 0.22, top + h * 0.08],
      [cx + w * 0.26, top + h * 0.25],
      [cx + w * 0.2, top + h * 0.38],
      [cx + w * 0.42, top + h * 0.7],
      [cx + w * 0.45, top + h * 0.95],
      [cx, top + h * 1.02],
      [cx - w * 0.45, top + h * 0.95],
      [cx - w * 0.42, top + h * 0.7],
      [cx - w * 0.2, top + h * 0.38],
      [cx - w * 0.26, top + h * 0.25],
    ],
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
      d: smooth(
        [
          [cx - w * 0.14, top + h * 0.4],
          [cx + w * 0.14, top + h * 0.4],
          [cx + w * 0.2, top + h * 0.8],
          [cx, top + h * 0.95],
          [cx - w * 0.2, top + h * 0.8],
        ],
        true,
      ),
      fill: glaze.rim,
    });
  } else {
    for (let i = 0; i < 12; i++)
      deco += el("circle", {
        cx: cx + rng.range(-0.35, 0.35) * w,
        cy: top + h * rng.range(0.4, 0.95),
        r: h * 0.018,
        fill: glaze.rim,
      });
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
      out += vessel(
        ctx,
        cx - W * 0.2,
        st.table - 6,
        H * rng.range(0.32, 0.42),
        rng.pick(PROFILES),
        g2,
        rng.int(0, 3),
      );
      out += vessel(
        ctx,
        cx + W * 0.14,
        st.table + 10,
        H * rng.range(0.45, 0.55),
        rng.pick(PROFILES),
        glaze,
        rng.int(0, 3),
      );
    } else
      out += vessel(
        ctx,
        cx,
        st.table + H * 0.06,
        H * rng.range(0.5, 0.62),
        rng.pick(PROFILES),
        glaze,
        rng.int(0, 3),
      );
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
