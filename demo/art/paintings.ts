/** Paintings and drawings of animals: cats, dogs, small creatures and wildlife. */
import {
  bird,
  CAT_COATS,
  type Coat,
  cat,
  catHead,
  catHeadOpts,
  DOG_COATS,
  deer,
  dog,
  dogHead,
  dogOpts,
  fantasyCoat,
  fox,
  heron,
  owl,
  ratFront,
  type SmallKind,
  small,
} from "./animals.ts";
import {
  type Ctx,
  drawFigure,
  figBox,
  finish,
  type Medium,
  mediumStyle,
  placeFigure,
  shadow,
} from "./compose.ts";
import type { Figure, Part, Style } from "./figure.ts";
import {
  birdsInSky,
  flower,
  grassTufts,
  hill,
  type Palette,
  pickPalette,
  sky,
  strokeField,
  tree,
  wallpaper,
  washBackground,
  waveStrokes,
} from "./scene.ts";
import {
  blobPts,
  brushPath,
  darken,
  el,
  f,
  lighten,
  mix,
  type Pt,
  type Rng,
  smooth,
} from "./util.ts";

export type Setting = "interior" | "outdoor" | "wash" | "night" | "paper" | "pattern";

export interface Stage {
  markup: string;
  ground: number;
}

/** Background + ground line for an animal painting. */
export function stage(ctx: Ctx, pal: Palette, setting: Setting, medium: Medium): Stage {
  const { doc, rng, W, H } = ctx;
  if (medium === "pencil" || setting === "paper") {
    const paper = rng.pick(["#f4efe4", "#f1ebdd", "#f6f2ea", "#efe8d8"]);
    let m = el("rect", { width: W, height: H, fill: paper });
    if (medium !== "pencil" && rng.chance(0.7))
      m += washBackground(
        doc,
        rng,
        W,
        H,
        { ...pal, bg: [mix(pal.bg[0], paper, 0.6), mix(pal.bg[1], paper, 0.5)] },
        "blobs",
      );
    return { markup: m, ground: H * rng.range(0.8, 0.88) };
  }
  if (setting === "interior" || setting === "pattern") {
    const ground = H * rng.range(0.66, 0.78);
    let m =
      setting === "pattern"
        ? wallpaper(doc, rng, W, H, pal)
        : washBackground(doc, rng, W, H, pal, "strokes");
    if (setting === "interior" && rng.chance(0.5)) {
      // a window with light
      const wx = rng.range(0.05, 0.6) * W;
      const wy = H * 0.1;
      const ww = W * 0.32;
      const wh = ground - wy - H * 0.12;
      m += el("rect", {
        x: wx,
        y: wy,
        width: ww,
        height: wh,
        fill: mix(pal.light, pal.accent2, 0.25),
      });
      m += el("rect", {
        x: wx,
        y: wy + wh * 0.55,
        width: ww,
        height: wh * 0.45,
        fill: mix(pal.mid, pal.light, 0.4),
        "fill-opacity": 0.6,
      });
      m += el("path", {
        d: `M${f(wx + ww / 2)} ${f(wy)}v${f(wh)}M${f(wx)} ${f(wy + wh / 2)}h${f(ww)}`,
        stroke: pal.light,
        "stroke-width": 8,
      });
      m += el("rect", {
        x: wx,
        y: wy,
        width: ww,
        height: wh,
        fill: "none",
        stroke: mix(pal.light, pal.dark, 0.15),
        "stroke-width": 12,
      });
      m += el("rect", {
        x: wx - 14,
        y: wy + wh,
        width: ww + 28,
        height: 14,
        fill: mix(pal.light, pal.dark, 0.2),
      });
    }
    const floor = rng.pick([pal.mid, mix(pal.accent, pal.dark, 0.4), "#9a6b44", "#b98b5e"]);
    m += el("rect", {
      x: 0,
      y: ground - H * 0.06,
      width: W,
      height: H - ground + H * 0.06,
      fill: floor,
    });
    m += strokeField(
      rng,
      0,
      ground - H * 0.05,
      W,
      H - ground + H * 0.05,
      [floor, lighten(floor, 0.15), darken(floor, 0.15)],
      14,
      { angle: 0, size: W * 0.04 },
    );
    if (rng.chance(0.5)) {
      // rug
      const rc = rng.pick([pal.accent, pal.accent2, pal.light]);
      m += el("ellipse", {
        cx: W * rng.range(0.4, 0.6),
        cy: ground + H * 0.02,
        rx: W * 0.42,
        ry: H * 0.07,
        fill: rc,
        "fill-opacity": 0.85,
      });
      m += el("ellipse", {
        cx: W * 0.5,
        cy: ground + H * 0.02,
        rx: W * 0.36,
        ry: H * 0.05,
        fill: "none",
        stroke: lighten(rc, 0.4),
        "stroke-width": 5,
        "stroke-dasharray": "14 10",
      });
    }
    return { markup: m, ground };
  }
  if (setting === "outdoor" || setting === "night") {
    const p =
      setting === "night" && !pal.night
        ? { ...pal, night: true, bg: ["#1c2442", "#41507a"] as [string, string] }
        : pal;
    const horizon = H * rng.range(0.45, 0.6);
    let m = sky(doc, rng, W, H, p, horizon);
    const far = mix(p.mid, p.bg[1], 0.5);
    m += el("path", { d: hill(rng, W, H, horizon, H * 0.04, far, rng.range(1.5, 3)).d, fill: far });
    if (!p.night && rng.chance(0.5)) m += birdsInSky(rng, W, horizon, p.dark);
    const mid = hill(rng, W, H, horizon + H * 0.08, H * 0.04, p.mid, rng.range(1, 2.5));
    m += el("path", { d: mid.d, fill: p.mid });
    const nTrees = rng.int(0, 5);
    for (let i = 0; i < nTrees; i++) {
      const x = rng() * W;
      m += tree(
        rng,
        x,
        mid.top(x) + 4,
        H * rng.range(0.08, 0.16),
        darken(p.mid, rng.range(0.1, 0.35)),
      );
    }
    const near = mix(p.mid, p.accent2, 0.25);
    const ground = H * rng.range(0.82, 0.9);
    const nh = hill(rng, W, H, horizon + H * 0.2, H * 0.03, near, 1.2);
    m += el("path", { d: nh.d, fill: p.night ? darken(near, 0.3) : lighten(near, 0.1) });
    m += strokeField(
      rng,
      0,
      horizon + H * 0.22,
      W,
      H * 0.5,
      [near, lighten(near, 0.2), darken(near, 0.15)],
      16,
      { angle: 0, size: W * 0.04 },
    );
    m += grassTufts(rng, W, horizon + H * 0.25, H, darken(near, 0.3), 18);
    if (!p.night && rng.chance(0.6)) {
      for (let i = 0; i < 10; i++) {
        const x = rng() * W;
        const y = rng.range(horizon + H * 0.25, H * 0.98);
        m += flower(
          rng,
          x,
          y,
          4 + ((y - horizon) / H) * 16,
          rng.pick([p.accent, p.light, p.accent2]),
          p.dark,
        );
      }
    }
    return { markup: m, ground };
  }
  // wash
  const kind = rng.pick(["wash", "strokes", "blobs"] as const);
  let m = washBackground(doc, rng, W, H, pal, kind);
  const ground = H * rng.range(0.8, 0.88);
  if (rng.chance(0.6)) {
    // a table/ground band
    const band = mix(pal.bg[1], pal.mid, 0.5);
    m += el("path", {
      d: brushPath(
        rng,
        [
          [-50, ground + 10],
          [W / 2, ground + rng.range(-10, 10)],
          [W + 50, ground + 6],
        ],
        40,
        60,
        40,
      ),
      fill: band,
      "fill-opacity": 0.6,
    });
  }
  return { markup: m, ground };
}

function coatFor(rng: Rng, kind: "cat" | "dog", _pal: Palette): Coat {
  if (kind === "cat" && rng.chance(0.12)) return fantasyCoat(rng, rng.range(0, 360));
  return rng.pick(kind === "cat" ? CAT_COATS : DOG_COATS);
}

function pickMedium(rng: Rng): Medium {
  return rng.pick([
    "oil",
    "oil",
    "gouache",
    "gouache",
    "watercolour",
    "watercolour",
    "ink",
  ] as const);
}

function pickSetting(rng: Rng, medium: Medium): Setting {
  if (medium === "watercolour" || medium === "ink")
    return rng.pick(["paper", "paper", "wash", "outdoor"] as const);
  return rng.pick(["interior", "outdoor", "wash", "night", "pattern", "wash"] as const);
}

/** Head-and-shoulders close-up of a cat or dog. */
function portraitFigure(rng: Rng, kind: "cat" | "dog", c: Coat): Figure {
  const head: Part[] =
    kind === "cat" ? catHead(c, { ...catHeadOpts(rng), eyes: "open" }) : dogHead(c, dogOpts(rng));
  const shoulders: Part = {
    kind: "shape",
    pts: [
      [-74, 140],
      [-66, 70],
      [-36, 24],
      [36, 24],
      [66, 70],
      [74, 140],
    ],
    fill: c.base,
    role: "main",
  };
  const fig: Figure = [shoulders];
  if (c.pattern === "bib" || c.pattern === "calico" || c.pattern === "saddle")
    fig.push({
      kind: "shape",
      pts: [
        [-30, 20],
        [30, 20],
        [40, 90],
        [0, 150],
        [-40, 90],
      ],
      fill: c.pattern === "saddle" ? (c.extra ?? c.light) : c.light,
      role: "mark",
      clip: 0,
    });
  const off = fig.length;
  for (const p of head) fig.push({ ...p, clip: p.clip === undefined ? undefined : p.clip + off });
  return fig;
}

export function paintAnimals(ctx: Ctx, kind: "cats" | "dogs" | "rats-others" | "wildlife"): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = pickMedium(rng);
  const style = mediumStyle(rng, medium, pal);
  let setting = pickSetting(rng, medium);
  if (kind === "wildlife" && (setting === "interior" || setting === "pattern")) setting = "outdoor";
  const st = stage(ctx, pal, setting, medium);
  let out = st.markup;
  const figures: Array<{ fig: Figure; w: number; h: number; cx: number }> = [];
  const tall = H > W * 1.05;
  const comp = rng.pick(
    tall
      ? (["centre", "off", "close"] as const)
      : (["centre", "off", "pair", "pair", "close"] as const),
  );

  const makeOne = (): Figure => {
    if (kind === "cats")
      return cat(
        rng,
        coatFor(rng, "cat", pal),
        rng.pick(
          tall
            ? (["sit", "sit", "curl"] as const)
            : (["sit", "walk", "loaf", "curl", "stretch"] as const),
        ),
      );
    if (kind === "dogs")
      return dog(
        rng,
        coatFor(rng, "dog", pal),
        rng.pick(tall ? (["sit"] as const) : (["sit", "stand", "stand", "lie"] as const)),
      );
    if (kind === "rats-others") {
      if (rng.chance(tall ? 0.45 : 0.2)) return ratFront(rng, rng.chance(0.3));
      return small(
        rng,
        rng.pick(
          tall
            ? (["rabbit", "rat", "hedgehog"] as SmallKind[])
            : (["rat", "rat", "mouse", "hedgehog", "rabbit"] as SmallKind[]),
        ),
      );
    }
    const w = rng.pick(
      tall
        ? (["owl", "fox", "heron", "bird"] as const)
        : (["bird", "owl", "fox", "deer", "deer", "heron"] as const),
    );
    if (w === "bird") return bird(rng, undefined, darken(pal.dark, 0.1));
    if (w === "owl") return owl(rng);
    if (w === "fox") return fox(rng);
    if (w === "deer") return deer(rng);
    return heron(rng);
  };

  if (comp === "close" && (kind === "cats" || kind === "dogs")) {
    const fig = portraitFigure(
      rng,
      kind === "cats" ? "cat" : "dog",
      coatFor(rng, kind === "cats" ? "cat" : "dog", pal),
    );
    const pl = placeFigure(fig, W * 0.08, H * 0.2, W * 0.84, H * 0.8 + 2);
    pl.y = H - figBox(fig).y1 * pl.s + 2;
    out += drawFigure(ctx, fig, style, pl);
  } else {
    const n = comp === "pair" ? (kind === "rats-others" ? rng.int(2, 3) : 2) : 1;
    for (let i = 0; i < n; i++) {
      const fig = makeOne();
      const b = figBox(fig);
      figures.push({ fig, w: b.x1 - b.x0, h: b.y1 - b.y0, cx: 0 });
    }
    const aspect = W / H;
    figures.forEach((item, i) => {
      const mirror = rng.chance(0.5);
      let bw: number;
      let bx: number;
      if (n === 1) {
        bw = W * (comp === "off" ? rng.range(0.6, 0.75) : rng.range(0.75, 0.92));
        bx =
          comp === "off"
            ? rng.chance(0.5)
              ? W * 0.06
              : W * 0.94 - bw
            : (W - bw) / 2 + rng.range(-0.04, 0.04) * W;
      } else {
        bw = (W * 1.05) / n;
        bx = W * -0.025 + i * bw;
      }
      const bh =
        (st.ground - H * 0.12) *
        (n > 1 && i > 0 ? rng.range(0.7, 0.95) : 1) *
        (aspect > 1.2 ? 0.95 : 0.8);
      const gy = st.ground + (n > 1 ? (i % 2) * H * 0.04 : 0);
      const pl = placeFigure(item.fig, bx, gy - bh, bw, bh, mirror);
      const b = figBox(item.fig);
      const fw = (b.x1 - b.x0) * pl.s;
      if (medium !== "pencil")
        out += shadow(ctx, bx + bw / 2, gy, fw * 0.5, H * 0.025, pal.dark, 0.3);
      out += drawFigure(ctx, item.fig, style, pl);
    });
  }
  // foreground accents for outdoor scenes
  if (setting === "outdoor" && rng.chance(0.5))
    out += grassTufts(rng, W, H * 0.93, H, darken(pal.mid, 0.4), 14);
  out += finish(ctx, medium);
  return out;
}

// ---------------------------------------------------------------- people

const SKIN = ["#f1c9a5", "#e0ac82", "#c68a5e", "#9c6643", "#6e4530", "#f5d7c0"];
const HAIR = [
  "#2a1d16",
  "#4a3020",
  "#7a4a24",
  "#b77a3a",
  "#d9b46a",
  "#1c1a1c",
  "#8c8c8c",
  "#a8452c",
];

export interface PersonLook {
  skin: string;
  hair: string;
  top: string;
  hairStyle: "bob" | "long" | "bun" | "short" | "curly" | "hat";
  faceless: boolean;
}

export function personLook(rng: Rng, pal: Palette): PersonLook {
  return {
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
    top: rng.pick([pal.accent, pal.accent2, pal.mid, pal.dark, mix(pal.accent, pal.light, 0.3)]),
    hairStyle: rng.pick(["bob", "long", "bun", "short", "curly", "hat"] as const),
    faceless: rng.chance(0.4),
  };
}

/** Head and shoulders; head centre at (0,-175), base at y = 0. */
export function bust(rng: Rng, look: PersonLook, turn = 0): Figure {
  const fig: Figure = [];
  const S = (pts: Pt[], fill: string, extra: Partial<Part> = {}): Part => ({
    kind: "shape",
    pts,
    fill,
    ...extra,
  });
  const hx = turn * 8;
  if (look.hairStyle === "long")
    fig.push(
      S(
        [
          [-44 + hx, -200],
          [-54 + hx, -120],
          [-60, -60],
          [-20, -80],
          [20, -80],
          [60, -60],
          [54 + hx, -120],
          [44 + hx, -200],
        ],
        look.hair,
        { role: "main" },
      ),
    );
  if (look.hairStyle === "curly") {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.95 + (i / 8) * 1.1);
      fig.push(
        S(
          blobPts(rng, hx + Math.cos(a) * 42, -178 + Math.sin(a) * 48, 20, 20, 0.15, 7),
          look.hair,
          { role: "detail", noOutline: true },
        ),
      );
    }
  }
  fig.push(
    S(
      [
        [-120, 4],
        [-112, -50],
        [-70, -84],
        [-24, -92],
        [24, -92],
        [70, -84],
        [112, -50],
        [120, 4],
      ],
      look.top,
      { role: "main" },
    ),
  );
  const ti = fig.length - 1;
  if (rng.chance(0.5))
    fig.push(
      S(
        [
          [-30, -96],
          [30, -96],
          [0, -40],
        ],
        mix(look.top, "#ffffff", 0.35),
        { role: "mark", clip: ti, tension: 0.3 },
      ),
    );
  fig.push(
    S(
      [
        [-15, -140],
        [15, -140],
        [17, -88],
        [0, -80],
        [-17, -88],
      ],
      darken(look.skin, 0.12),
      { role: "detail", noOutline: true },
    ),
  );
  fig.push(
    S(
      [
        [hx, -224],
        [hx + 30, -214],
        [hx + 38, -180],
        [hx + 32, -148],
        [hx + 14, -128],
        [hx - 4, -124],
        [hx - 22, -132],
        [hx - 36, -156],
        [hx - 38, -190],
        [hx - 28, -216],
      ],
      look.skin,
      { role: "main", soft: true },
    ),
  );
  if (!look.faceless) {
    const ex = hx + turn * 6;
    for (const side of [-1, 1]) {
      fig.push({
        kind: "shape",
        pts: blobPts(rng, ex + side * 14, -178, 3.4, 2.4, 0.05, 6),
        fill: "#2a1d18",
        role: "eye",
      });
      fig.push({
        kind: "line",
        pts: [
          [ex + side * 8, -188],
          [ex + side * 14, -190],
          [ex + side * 21, -188],
        ],
        fill: darken(look.hair, 0.2),
        w: 2.2,
      });
    }
    fig.push({
      kind: "line",
      pts: [
        [ex + 2, -174],
        [ex + 5 + turn * 3, -160],
        [ex, -157],
      ],
      fill: darken(look.skin, 0.35),
      w: 1.8,
      taper: false,
    });
    fig.push({
      kind: "shape",
      pts: [
        [ex - 9, -143],
        [ex, -146],
        [ex + 9, -143],
        [ex, -138],
      ],
      fill: mix(look.skin, "#b5454a", 0.45),
      tension: 0.8,
    });
    fig.push({
      kind: "shape",
      pts: blobPts(rng, ex - 18, -156, 7, 5, 0.1, 6),
      fill: "#e88a80",
      opacity: 0.3,
      noOutline: true,
    });
    fig.push({
      kind: "shape",
      pts: blobPts(rng, ex + 18, -156, 7, 5, 0.1, 6),
      fill: "#e88a80",
      opacity: 0.3,
      noOutline: true,
    });
  }
  // hair on top
  const top: Record<PersonLook["hairStyle"], Pt[]> = {
    bob: [
      [hx - 42, -140],
      [hx - 44, -200],
      [hx - 20, -230],
      [hx + 24, -230],
      [hx + 46, -200],
      [hx + 44, -140],
      [hx + 32, -150],
      [hx + 30, -196],
      [hx - 10, -206],
      [hx - 32, -190],
      [hx - 34, -150],
    ],
    long: [
      [hx - 40, -170],
      [hx - 38, -214],
      [hx, -234],
      [hx + 38, -214],
      [hx + 40, -170],
      [hx + 30, -196],
      [hx - 30, -196],
    ],
    bun: [
      [hx - 40, -180],
      [hx - 36, -218],
      [hx, -232],
      [hx + 36, -218],
      [hx + 40, -180],
      [hx + 28, -204],
      [hx - 26, -206],
    ],
    short: [
      [hx - 38, -182],
      [hx - 36, -218],
      [hx - 6, -236],
      [hx + 30, -226],
      [hx + 40, -190],
      [hx + 32, -196],
      [hx, -208],
      [hx - 30, -196],
    ],
    curly: [
      [hx - 40, -184],
      [hx - 34, -222],
      [hx, -236],
      [hx + 34, -222],
      [hx + 40, -184],
      [hx, -210],
    ],
    hat: [
      [hx - 70, -200],
      [hx - 38, -214],
      [hx - 32, -250],
      [hx + 32, -250],
      [hx + 38, -214],
      [hx + 70, -200],
      [hx, -196],
    ],
  };
  fig.push(
    S(top[look.hairStyle], look.hairStyle === "hat" ? mix(look.top, "#3a2a22", 0.5) : look.hair, {
      role: "detail",
      tension: 0.8,
    }),
  );
  if (look.hairStyle === "bun")
    fig.push(S(blobPts(rng, hx + 4, -244, 18, 14, 0.1, 7), look.hair, { role: "detail" }));
  if (look.hairStyle === "hat")
    fig.push({
      kind: "line",
      pts: [
        [hx - 34, -216],
        [hx + 34, -216],
      ],
      fill: "#c9a24a",
      w: 6,
      taper: false,
    });
  return fig;
}

/** A standing figure, ~220 tall, ground at 0. */
export function standing(rng: Rng, look: PersonLook, pal: Palette): Figure {
  const fig: Figure = [];
  const dress = rng.chance(0.5);
  const stride = rng.range(-14, 14);
  const legCol = dress ? look.skin : darken(pal.dark, 0.1);
  fig.push({
    kind: "line",
    pts: [
      [-8, -90],
      [-10 - stride * 0.5, -45],
      [-12 - stride, 0],
    ],
    fill: legCol,
    w: 11,
    taper: false,
  });
  fig.push({
    kind: "line",
    pts: [
      [8, -90],
      [10 + stride * 0.5, -45],
      [12 + stride, 0],
    ],
    fill: legCol,
    w: 11,
    taper: false,
  });
  fig.push({
    kind: "shape",
    pts: [
      [-20 - stride, -2],
      [-2 - stride, -4],
      [-2 - stride, 4],
      [-24 - stride, 4],
    ],
    fill: "#2a2220",
  });
  fig.push({
    kind: "shape",
    pts: [
      [2 + stride, -2],
      [22 + stride, -4],
      [24 + stride, 4],
      [2 + stride, 4],
    ],
    fill: "#2a2220",
  });
  const coat: Pt[] = dress
    ? [
        [-20, -176],
        [20, -176],
        [30, -130],
        [46, -56],
        [0, -50],
        [-46, -56],
        [-30, -130],
      ]
    : [
        [-22, -176],
        [22, -176],
        [30, -120],
        [28, -80],
        [0, -82],
        [-28, -80],
        [-30, -120],
      ];
  fig.push({ kind: "shape", pts: coat, fill: look.top, role: "main" });
  const armSwing = rng.range(-0.4, 0.4);
  for (const side of [-1, 1]) {
    const ax = side * 24;
    fig.push({
      kind: "line",
      pts: [
        [ax, -170],
        [ax + side * 8 + armSwing * 30 * side, -130],
        [ax + side * 6 + armSwing * 50 * side, -96],
      ],
      fill: darken(look.top, 0.12),
      w: 10,
      taper: false,
    });
  }
  fig.push({
    kind: "line",
    pts: [
      [0, -178],
      [0, -190],
    ],
    fill: look.skin,
    w: 10,
    taper: false,
  });
  fig.push({
    kind: "shape",
    pts: blobPts(rng, 0, -206, 17, 20, 0.04, 9),
    fill: look.skin,
    role: "detail",
  });
  const h = look.hair;
  if (look.hairStyle === "hat")
    fig.push({
      kind: "shape",
      pts: [
        [-30, -216],
        [-14, -222],
        [-12, -240],
        [12, -240],
        [14, -222],
        [30, -216],
      ],
      fill: mix(look.top, "#2a2220", 0.5),
      tension: 0.5,
    });
  else if (look.hairStyle === "long")
    fig.push({
      kind: "shape",
      pts: [
        [-18, -220],
        [0, -228],
        [18, -220],
        [22, -170],
        [12, -180],
        [-12, -180],
        [-22, -170],
      ],
      fill: h,
      tension: 0.8,
    });
  else
    fig.push({
      kind: "shape",
      pts: [
        [-18, -210],
        [-14, -226],
        [4, -230],
        [18, -220],
        [16, -204],
        [0, -216],
      ],
      fill: h,
      tension: 0.8,
    });
  if (rng.chance(0.3)) {
    // umbrella
    const uc = rng.pick([pal.accent, pal.accent2, "#2a2a2a"]);
    fig.push({
      kind: "line",
      pts: [
        [30, -110],
        [30, -270],
      ],
      fill: "#2a2220",
      w: 3,
      taper: false,
    });
    fig.push({
      kind: "shape",
      pts: [
        [-40, -250],
        [0, -292],
        [30, -300],
        [60, -292],
        [100, -250],
        [80, -256],
        [60, -248],
        [30, -256],
        [0, -248],
        [-20, -256],
      ],
      fill: uc,
      tension: 0.6,
    });
  }
  return fig;
}

export function paintHumans(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = pickMedium(rng);
  const style: Style = mediumStyle(rng, medium, pal);
  const comp = rng.pick(["bust", "bust", "figure", "group"] as const);
  let out = "";
  if (comp === "bust") {
    const st = stage(ctx, pal, rng.pick(["wash", "wash", "pattern", "paper"] as const), medium);
    out += st.markup;
    const fig = bust(rng, personLook(rng, pal), rng.range(-1, 1));
    const pl = placeFigure(fig, W * 0.12, H * 0.14, W * 0.76, H * 0.86);
    pl.y = H + 2;
    out += drawFigure(ctx, fig, style, pl);
  } else {
    const st = stage(ctx, pal, rng.pick(["outdoor", "wash", "night"] as const), medium);
    out += st.markup;
    const n = comp === "group" ? rng.int(2, 4) : 1;
    for (let i = 0; i < n; i++) {
      const fig = standing(rng, personLook(rng, pal), pal);
      const bw = (W * 0.8) / n;
      const bh = (st.ground - H * 0.15) * rng.range(0.75, 0.95);
      const bx = W * 0.1 + i * bw;
      const pl = placeFigure(fig, bx, st.ground - bh + i * 4, bw, bh, rng.chance(0.5));
      out += shadow(ctx, bx + bw / 2, st.ground + i * 4, bw * 0.3, H * 0.015, pal.dark, 0.3);
      out += drawFigure(ctx, fig, style, pl);
    }
  }
  out += finish(ctx, medium);
  return out;
}

// ---------------------------------------------------------------- landscapes & flowers

export function paintLandscape(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = rng.pick(["oil", "gouache", "watercolour", "oil"] as const);
  const kind = rng.pick(["hills", "sea", "meadow", "vase", "lavender", "hills"] as const);
  let out = "";
  if (kind === "vase") {
    out += washBackground(doc, rng, W, H, pal, rng.pick(["wash", "strokes", "blobs"] as const));
    const table = H * rng.range(0.72, 0.8);
    out += el("rect", {
      x: 0,
      y: table,
      width: W,
      height: H - table,
      fill: mix(pal.mid, pal.dark, 0.3),
    });
    out += strokeField(rng, 0, table, W, H - table, [pal.mid, darken(pal.mid, 0.2)], 10, {
      angle: 0,
    });
    const vx = W * rng.range(0.4, 0.6);
    const vh = H * rng.range(0.22, 0.3);
    const vw = vh * rng.range(0.45, 0.7);
    const vc = rng.pick([pal.accent2, pal.light, pal.accent, "#3e5f8a"]);
    // stems and flowers
    const nf = rng.int(7, 14);
    const flowers: string[] = [];
    let stems = "";
    for (let i = 0; i < nf; i++) {
      const a = rng.range(-1.1, 1.1);
      const len = vh * rng.range(0.9, 1.6);
      const fx = vx + Math.sin(a) * len;
      const fy = table - vh - Math.cos(a) * len * 0.9;
      stems += `M${f(vx + a * 8)} ${f(table - vh * 0.8)}Q${f(vx + Math.sin(a) * len * 0.3)} ${f(table - vh - len * 0.5)} ${f(fx)} ${f(fy)}`;
      flowers.push(
        flower(
          rng,
          fx,
          fy,
          rng.range(0.045, 0.08) * W,
          vary2(rng, rng.pick([pal.accent, pal.accent2, pal.light, "#e9c46a", "#d96c7c"])),
          pal.dark,
        ),
      );
      if (rng.chance(0.5))
        flowers.push(
          el("path", {
            d: smooth(
              blobPts(rng, vx + Math.sin(a) * len * 0.6, table - vh - len * 0.5, 14, 6, 0.1, 6, a),
              true,
            ),
            fill: darken(pal.mid, 0.1),
          }),
        );
    }
    out += el("path", {
      d: stems,
      fill: "none",
      stroke: darken(pal.mid, 0.25),
      "stroke-width": 3.5,
      "stroke-linecap": "round",
    });
    out += flowers.join("");
    const vase: Pt[] = [
      [vx - vw * 0.25, table - vh],
      [vx - vw * 0.2, table - vh * 0.85],
      [vx - vw * 0.5, table - vh * 0.45],
      [vx - vw * 0.4, table - vh * 0.05],
      [vx, table],
      [vx + vw * 0.4, table - vh * 0.05],
      [vx + vw * 0.5, table - vh * 0.45],
      [vx + vw * 0.2, table - vh * 0.85],
      [vx + vw * 0.25, table - vh],
    ];
    out += shadow(ctx, vx + vw * 0.2, table, vw * 0.7, vh * 0.08, pal.dark, 0.35);
    out += el("path", { d: smooth(vase, true, 0.9), fill: vc });
    out += el("path", {
      d: smooth(vase, true, 0.9),
      fill: doc.linear(
        [
          [0, "#fff", 0.3],
          [0.4, "#fff", 0],
          [1, "#000", 0.3],
        ],
        0,
      ),
    });
    if (rng.chance(0.5)) {
      // fallen petals / fruit
      const fc = rng.pick([pal.accent, "#e9a23b", "#c0392b"]);
      const fx = vx + rng.sign() * vw * rng.range(0.9, 1.4);
      out += el("circle", { cx: fx, cy: table + 10, r: vw * 0.2, fill: fc });
      out += el("circle", {
        cx: fx - vw * 0.06,
        cy: table + 4,
        r: vw * 0.06,
        fill: "#fff",
        "fill-opacity": 0.35,
      });
    }
  } else if (kind === "sea") {
    const horizon = H * rng.range(0.4, 0.55);
    out += sky(doc, rng, W, H, pal, horizon);
    out += sea(doc, rng, W, horizon, H, pal);
    // cliff / headland
    const side = rng.sign();
    const cx = side > 0 ? W : 0;
    const cliff: Pt[] = [
      [cx, horizon - H * 0.12],
      [cx - side * W * 0.2, horizon - H * 0.1],
      [cx - side * W * 0.32, horizon - H * 0.02],
      [cx - side * W * 0.38, horizon + H * 0.05],
      [cx - side * W * 0.3, H * 0.8],
      [cx, H * 0.8],
    ];
    out += el("path", { d: smooth(cliff, true, 0.6), fill: mix(pal.mid, pal.dark, 0.3) });
    out += el("path", {
      d: smooth(cliff.slice(0, 3), false),
      fill: "none",
      stroke: mix(pal.mid, pal.accent2, 0.5),
      "stroke-width": 18,
      "stroke-linecap": "round",
    });
    if (rng.chance(0.6)) {
      const lx = cx - side * W * 0.18;
      const ly = horizon - H * 0.1;
      out += el("path", {
        d: `M${f(lx - 10)} ${f(ly)}L${f(lx - 7)} ${f(ly - 60)}L${f(lx + 7)} ${f(ly - 60)}L${f(lx + 10)} ${f(ly)}Z`,
        fill: "#f4efe6",
      });
      out += el("rect", { x: lx - 7, y: ly - 40, width: 14, height: 10, fill: "#c0392b" });
      out += el("rect", {
        x: lx - 8,
        y: ly - 70,
        width: 16,
        height: 10,
        fill: pal.night ? "#ffe58a" : "#333",
      });
    }
    // sailboat
    const bx = W * (side > 0 ? rng.range(0.15, 0.45) : rng.range(0.55, 0.85));
    const by = horizon + H * rng.range(0.03, 0.08);
    const bs = rng.range(0.6, 1.2);
    out += el("path", {
      d: `M${f(bx - 30 * bs)} ${f(by)}L${f(bx + 30 * bs)} ${f(by)}L${f(bx + 22 * bs)} ${f(by + 8 * bs)}L${f(bx - 22 * bs)} ${f(by + 8 * bs)}Z`,
      fill: pal.dark,
    });
    out += el("path", {
      d: `M${f(bx)} ${f(by - 4)}L${f(bx)} ${f(by - 70 * bs)}L${f(bx + 26 * bs)} ${f(by - 6)}Z`,
      fill: "#f7f1e6",
    });
    out += el("path", {
      d: `M${f(bx - 3)} ${f(by - 10)}L${f(bx - 3)} ${f(by - 56 * bs)}L${f(bx - 22 * bs)} ${f(by - 10)}Z`,
      fill: rng.pick([pal.accent, "#f4e9d8"]),
    });
    if (!pal.night) out += birdsInSky(rng, W, horizon, pal.dark);
    // beach
    if (rng.chance(0.6)) {
      const sand = mix("#e8d3a8", pal.light, 0.3);
      out += el("path", {
        d: `M0 ${f(H * 0.86)}Q${f(W * 0.5)} ${f(H * 0.8)} ${f(W)} ${f(H * 0.88)}L${f(W)} ${f(H)}L0 ${f(H)}Z`,
        fill: sand,
      });
      out += el("path", {
        d: `M0 ${f(H * 0.86)}Q${f(W * 0.5)} ${f(H * 0.8)} ${f(W)} ${f(H * 0.88)}`,
        fill: "none",
        stroke: "#fff",
        "stroke-width": 6,
        "stroke-opacity": 0.7,
      });
    }
  } else if (kind === "meadow") {
    const horizon = H * rng.range(0.3, 0.45);
    out += sky(doc, rng, W, H, pal, horizon);
    const far = hill(rng, W, H, horizon, H * 0.03, pal.mid, 2);
    out += el("path", { d: far.d, fill: mix(pal.mid, pal.bg[1], 0.4) });
    out += el("rect", {
      x: 0,
      y: horizon + H * 0.05,
      width: W,
      height: H,
      fill: mix(pal.mid, pal.accent2, 0.2),
    });
    out += strokeField(
      rng,
      0,
      horizon + H * 0.05,
      W,
      H,
      [pal.mid, lighten(pal.mid, 0.2), darken(pal.mid, 0.2)],
      26,
      { angle: -1.3, size: W * 0.03 },
    );
    const fc = [pal.accent, rng.pick(["#d9372a", "#f2f2f2", "#f3c94b", "#6b7fd1", "#c76bb0"])];
    const n = rng.int(30, 50);
    const items: Array<[number, string]> = [];
    for (let i = 0; i < n; i++) {
      const t = rng() ** 0.7;
      const y = horizon + H * 0.06 + t * (H - horizon);
      const x = rng() * W;
      const r = 5 + t * t * W * 0.07;
      let s = "";
      if (r > 10)
        s += el("path", {
          d: `M${f(x)} ${f(y)}q${f(rng.gauss() * 6)} ${f(r * 2)} ${f(rng.gauss() * 4)} ${f(r * 4)}`,
          stroke: darken(pal.mid, 0.35),
          "stroke-width": Math.max(1.5, r * 0.12),
          fill: "none",
        });
      s += flower(rng, x, y, r, rng.pick(fc), pal.dark, rng.pick([0, 1, 2]));
      items.push([y, s]);
    }
    items.sort((a, b) => a[0] - b[0]);
    out += items.map(([, s]) => s).join("");
  } else if (kind === "lavender") {
    const horizon = H * rng.range(0.35, 0.5);
    out += sky(doc, rng, W, H, pal, horizon);
    out += el("path", {
      d: hill(rng, W, H, horizon, H * 0.02, pal.mid, 1.5).d,
      fill: mix(pal.mid, pal.bg[1], 0.3),
    });
    const rowCol = rng.pick(["#8c6bb5", "#7d5ea8", "#d9a23b", "#c9414a", "#6d8f4e"]);
    out += el("rect", {
      x: 0,
      y: horizon + H * 0.03,
      width: W,
      height: H,
      fill: mix("#7a6a4a", pal.mid, 0.4),
    });
    const vx = W * rng.range(0.3, 0.7);
    const vy = horizon + H * 0.03;
    let d = "";
    for (let i = -8; i <= 8; i++) {
      const xb = vx + i * W * 0.16;
      d += brushPath(
        rng,
        [
          [vx + i * 6, vy],
          [vx + (xb - vx) * 0.5, vy + (H - vy) * 0.5],
          [xb, H + 20],
        ],
        1,
        10 + Math.abs(i),
        36,
      );
    }
    out += el("path", { d, fill: rowCol });
    out += strokeField(
      rng,
      0,
      vy + (H - vy) * 0.4,
      W,
      (H - vy) * 0.6,
      [lighten(rowCol, 0.25), darken(rowCol, 0.2)],
      20,
      { angle: -1.4, size: W * 0.02 },
    );
    const tx = rng() * W;
    out += tree(rng, tx, vy + 4, H * 0.12, darken(pal.mid, 0.3), "round");
    if (rng.chance(0.6)) {
      const hx = rng() * W;
      out += el("path", { d: `M${f(hx - 30)} ${f(vy + 2)}v-30l30 -22l30 22v30z`, fill: "#efe3cf" });
      out += el("path", { d: `M${f(hx - 36)} ${f(vy - 26)}l36 -28l36 28z`, fill: "#b5543c" });
    }
  } else {
    // layered hills
    const horizon = H * rng.range(0.35, 0.5);
    out += sky(doc, rng, W, H, pal, horizon);
    const layers = rng.int(3, 5);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const y = horizon + t * (H - horizon) * 0.6;
      const col = mix(
        mix(pal.bg[1], pal.mid, 0.4),
        pal.night ? darken(pal.mid, 0.4) : mix(pal.mid, pal.accent2, 0.3),
        t,
      );
      const h = hill(rng, W, H, y, H * rng.range(0.02, 0.06), col, rng.range(1, 3));
      out += el("path", { d: h.d, fill: col });
      if (i > 0) {
        // field stripes and brushwork
        out += strokeField(rng, 0, y, W, H * 0.14, [lighten(col, 0.15), darken(col, 0.1)], 10, {
          angle: rng.range(-0.2, 0.2),
          size: W * 0.03,
        });
      }
      const nt = rng.int(0, 6);
      const kindT = rng.pick(["round", "cypress", "pine", "birch"] as const);
      for (let k = 0; k < nt; k++) {
        const x = rng() * W;
        out += tree(rng, x, h.top(x) + 6, H * (0.05 + t * 0.15), darken(col, 0.3), kindT);
      }
    }
    if (rng.chance(0.5)) out += birdsInSky(rng, W, horizon, pal.dark);
    if (rng.chance(0.6)) {
      // a large foreground tree framing one side
      const side = rng.chance(0.5) ? rng.range(0.06, 0.2) : rng.range(0.8, 0.94);
      out += tree(
        rng,
        W * side,
        H * 1.02,
        H * rng.range(0.55, 0.75),
        darken(pal.mid, 0.35),
        rng.pick(["round", "cypress", "pine"] as const),
      );
    }
    // a winding path
    if (rng.chance(0.5)) {
      const px = W * rng.range(0.3, 0.7);
      out += el("path", {
        d: brushPath(
          rng,
          [
            [px, horizon + H * 0.25],
            [px + W * 0.1, horizon + H * 0.38],
            [px - W * 0.05, H * 0.75],
            [px + W * 0.1, H + 20],
          ],
          2,
          24,
          70,
        ),
        fill: mix(pal.light, "#d9c7a0", 0.5),
        "fill-opacity": 0.8,
      });
    }
  }
  out += finish(ctx, medium);
  return out;
}

function vary2(rng: Rng, c: string): string {
  return mix(c, rng.chance(0.5) ? "#ffffff" : "#000000", rng.range(0, 0.15));
}

function sea(doc: Ctx["doc"], rng: Rng, W: number, top: number, H: number, pal: Palette): string {
  const deep = pal.night ? mix(pal.mid, "#0b1a2e", 0.3) : mix(pal.accent2, "#2b5d7a", 0.6);
  let out = el("rect", {
    x: 0,
    y: top,
    width: W,
    height: H - top,
    fill: doc.linear(
      [
        [0, lighten(deep, 0.3)],
        [1, deep],
      ],
      90,
    ),
  });
  out += waveStrokes(rng, W, top, H, {
    count: 40,
    spread: 1.5,
    maxLength: 70,
    colour: lighten(deep, 0.6),
    width: 2.6,
  });
  return out;
}

// ---------------------------------------------------------------- abstract

export function paintAbstract(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const cols = [pal.accent, pal.accent2, pal.mid, pal.dark, pal.light, pal.bg[1]];
  const kind = rng.pick(["circles", "blocks", "waves", "blobs", "triangles", "stripes"] as const);
  let out = el("rect", { width: W, height: H, fill: rng.chance(0.7) ? pal.light : pal.bg[0] });
  if (kind === "circles") {
    const n = rng.int(3, 5);
    const m = Math.round((n * H) / W);
    const cw = W / n;
    const ch = H / m;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++) {
        const cx = cw * (i + 0.5);
        const cy = ch * (j + 0.5);
        out += el("rect", { x: cw * i, y: ch * j, width: cw, height: ch, fill: rng.pick(cols) });
        const rings = rng.int(2, 4);
        for (let k = 0; k < rings; k++) {
          const r = (Math.min(cw, ch) / 2) * 0.9 * (1 - k / rings);
          out += el("path", {
            d: smooth(blobPts(rng, cx, cy, r, r, 0.04, 10), true),
            fill: rng.pick(cols),
          });
        }
      }
  } else if (kind === "blocks") {
    const rects: Array<[number, number, number, number]> = [[0, 0, W, H]];
    for (let i = 0; i < 9; i++) {
      rects.sort((a, b) => b[2] * b[3] - a[2] * a[3]);
      const r = rects.shift();
      if (!r) break;
      const [x, y, w, h] = r;
      if (w > h) {
        const s = w * rng.range(0.3, 0.7);
        rects.push([x, y, s, h], [x + s, y, w - s, h]);
      } else {
        const s = h * rng.range(0.3, 0.7);
        rects.push([x, y, w, s], [x, y + s, w, h - s]);
      }
    }
    for (const [x, y, w, h] of rects) {
      out += el("rect", {
        x: x + 6,
        y: y + 6,
        width: w - 12,
        height: h - 12,
        fill: rng.chance(0.35) ? pal.light : rng.pick(cols),
      });
      out += strokeField(rng, x + 6, y + 6, w - 12, h - 12, [pal.light, pal.bg[0]], 2, {
        opacity: [0.1, 0.2],
      });
    }
    out = el("rect", { width: W, height: H, fill: pal.dark }) + out.replace(/^<rect[^>]*>/, "");
  } else if (kind === "waves") {
    const n = rng.int(6, 12);
    for (let i = 0; i <= n; i++) {
      const y = (H * i) / n - H * 0.04;
      const amp = H * rng.range(0.02, 0.06);
      const pts: Pt[] = [];
      for (let k = 0; k <= 8; k++)
        pts.push([(W * k) / 8, y + Math.sin(k * rng.range(0.8, 1.4) + i) * amp]);
      out += el("path", {
        d: `${smooth(pts, false)}L${W} ${H}L0 ${H}Z`,
        fill: mix(rng.pick(cols), pal.light, rng.range(0, 0.3)),
      });
    }
  } else if (kind === "blobs") {
    out += washBackground(doc, rng, W, H, pal, "blobs");
    for (let i = 0; i < rng.int(5, 9); i++) {
      const r = W * rng.range(0.08, 0.25);
      out += el("path", {
        d: smooth(blobPts(rng, rng() * W, rng() * H, r, r * rng.range(0.6, 1.2), 0.35, 8), true),
        fill: rng.pick(cols),
        "fill-opacity": rng.range(0.6, 0.95),
      });
    }
    for (let i = 0; i < 4; i++) {
      const pts: Pt[] = [];
      for (let k = 0; k < 5; k++) pts.push([rng() * W, rng() * H]);
      out += el("path", {
        d: smooth(pts, false),
        fill: "none",
        stroke: pal.dark,
        "stroke-width": rng.range(3, 10),
        "stroke-linecap": "round",
      });
    }
    let dots = "";
    for (let i = 0; i < 30; i++) dots += `M${f(rng() * W)} ${f(rng() * H)}h0`;
    out += el("path", {
      d: dots,
      stroke: rng.pick(cols),
      "stroke-width": 14,
      "stroke-linecap": "round",
    });
  } else if (kind === "triangles") {
    const n = rng.int(5, 9);
    const s = W / n;
    const rows = Math.ceil(H / s);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < rows; j++) {
        const x = i * s;
        const y = j * s;
        const a = rng.pick(cols);
        const b = rng.pick(cols);
        const flip = rng.chance(0.5);
        out += el("path", {
          d: flip
            ? `M${f(x)} ${f(y)}h${f(s)}v${f(s)}z`
            : `M${f(x)} ${f(y)}h${f(s)}l${f(-s)} ${f(s)}z`,
          fill: a,
        });
        out += el("path", {
          d: flip ? `M${f(x)} ${f(y)}v${f(s)}h${f(s)}z` : `M${f(x + s)} ${f(y)}v${f(s)}h${f(-s)}z`,
          fill: b,
        });
      }
    if (rng.chance(0.6))
      out += el("circle", {
        cx: W * rng.range(0.3, 0.7),
        cy: H * rng.range(0.3, 0.7),
        r: W * 0.2,
        fill: pal.light,
        "fill-opacity": 0.85,
      });
  } else {
    const n = rng.int(8, 18);
    const angle = rng.pick([0, 90, 45, -30]);
    let g = "";
    const D = Math.hypot(W, H);
    let x = -D / 2;
    while (x < D / 2) {
      const w = (D / n) * rng.range(0.3, 1.6);
      g += el("rect", { x, y: -D / 2, width: w, height: D, fill: rng.pick(cols) });
      x += w;
    }
    out += `<g transform="translate(${f(W / 2)} ${f(H / 2)}) rotate(${angle})">${g}</g>`;
    out += el("circle", {
      cx: W * rng.range(0.3, 0.7),
      cy: H * rng.range(0.3, 0.7),
      r: W * rng.range(0.15, 0.3),
      fill: rng.pick(cols),
      stroke: pal.light,
      "stroke-width": 10,
    });
  }
  out += finish(ctx, rng.pick(["oil", "gouache", "watercolour"] as const));
  return out;
}

export { lighten };
