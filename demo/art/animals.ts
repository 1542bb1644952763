/**
 * Animal figures in local coordinates: the ground line is y = 0, the figure stands above it
 * (negative y) and is centred on x = 0, roughly 200 units tall. Facing right where it matters.
 */
import type { Figure, Part } from "./figure.ts";
import { adjust, darken, ellipsePts, lighten, mix, type Pt, type Rng, xform } from "./util.ts";

export interface Coat {
  base: string;
  dark: string;
  light: string;
  /** Nose / inner ear colour. */
  pink: string;
  pattern: "none" | "tabby" | "bib" | "calico" | "points" | "tortie" | "spots" | "saddle";
  extra?: string;
}

const shape = (pts: Pt[], fill: string, extra: Partial<Part> = {}): Part => ({
  kind: "shape",
  pts,
  fill,
  ...extra,
});
const line = (pts: Pt[], fill: string, w: number, extra: Partial<Part> = {}): Part => ({
  kind: "line",
  pts,
  fill,
  w,
  ...extra,
});
const ell = (
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
function append(fig: Figure, parts: Part[]): void {
  const offset = fig.length;
  for (const p of parts)
    fig.push({ ...p, clip: p.clip === undefined ? undefined : p.clip + offset });
}

const _mirrorPts = (pts: Pt[]): Pt[] => pts.map(([x, y]) => [-x, y] as Pt);

// ---------------------------------------------------------------- coats

export const CAT_COATS: Coat[] = [
  { base: "#d98b45", dark: "#9c5322", light: "#f6d3a2", pink: "#e59a8f", pattern: "tabby" },
  { base: "#8f8b86", dark: "#46413e", light: "#dcd6cf", pink: "#d99590", pattern: "tabby" },
  { base: "#2b2725", dark: "#141111", light: "#55504b", pink: "#6b4a4a", pattern: "none" },
  { base: "#28241f", dark: "#121010", light: "#f5f0e6", pink: "#e3a0a0", pattern: "bib" },
  {
    base: "#f3ece1",
    dark: "#2b2522",
    light: "#ffffff",
    pink: "#e8a3a0",
    pattern: "calico",
    extra: "#d98a3c",
  },
  { base: "#eee0c8", dark: "#5b4131", light: "#fff8ec", pink: "#c98f86", pattern: "points" },
  { base: "#9d7852", dark: "#4d3924", light: "#e6d0ad", pink: "#d1938a", pattern: "tabby" },
  { base: "#f4f0ea", dark: "#b5aca2", light: "#ffffff", pink: "#f0a9a9", pattern: "none" },
  { base: "#7e8997", dark: "#4a5361", light: "#bcc5cf", pink: "#c99aa0", pattern: "none" },
  {
    base: "#3a2a22",
    dark: "#1a1310",
    light: "#c7773a",
    pink: "#a66a60",
    pattern: "tortie",
    extra: "#c7773a",
  },
];

export const DOG_COATS: Coat[] = [
  { base: "#c9934f", dark: "#7a5228", light: "#f3dfbd", pink: "#2a2220", pattern: "none" }, // golden
  {
    base: "#2c2623",
    dark: "#151110",
    light: "#b3753d",
    pink: "#1a1414",
    pattern: "saddle",
    extra: "#b3753d",
  }, // black & tan
  {
    base: "#f2ece3",
    dark: "#2c2522",
    light: "#ffffff",
    pink: "#2a2220",
    pattern: "spots",
    extra: "#2c2522",
  }, // dalmatian-ish
  { base: "#d27a3c", dark: "#8b4a1f", light: "#fbf3e8", pink: "#241c1a", pattern: "bib" }, // corgi / shiba
  { base: "#6f5846", dark: "#3b2d22", light: "#b59c84", pink: "#221a17", pattern: "none" }, // chocolate
  { base: "#e9e1d3", dark: "#a08f7a", light: "#fffaf2", pink: "#2b2220", pattern: "none" }, // cream
  { base: "#8a8f96", dark: "#4f545b", light: "#dde1e5", pink: "#232023", pattern: "bib" }, // grey
  {
    base: "#f4efe7",
    dark: "#3a2c24",
    light: "#ffffff",
    pink: "#2a2220",
    pattern: "spots",
    extra: "#8b5a32",
  }, // spaniel patches
  { base: "#1f1c1b", dark: "#0e0c0c", light: "#efe8df", pink: "#141010", pattern: "bib" }, // border collie
];

export function fantasyCoat(rng: Rng, hue: number): Coat {
  const base = adjust("#7f8fa3", hue - 213, rng.range(-10, 15), rng.range(-10, 10));
  return {
    base,
    dark: darken(base, 0.5),
    light: lighten(base, 0.55),
    pink: "#e49a9a",
    pattern: rng.pick(["none", "tabby", "bib"]),
  };
}

// ---------------------------------------------------------------- cat

export interface HeadOpts {
  eyes: "open" | "closed";
  look: number;
  iris: string;
  wide: number;
  earTilt: number;
  whiskers: boolean;
  tongue?: boolean;
}

export function catHeadOpts(rng: Rng): HeadOpts {
  return {
    eyes: rng.chance(0.18) ? "closed" : "open",
    look: rng.range(-1, 1),
    iris: rng.pick(["#9bbf4a", "#e0b43c", "#d98e2b", "#7fb2c9", "#b8c94a", "#c8a24a"]),
    wide: rng.range(0.92, 1.12),
    earTilt: rng.range(-6, 8),
    whiskers: true,
  };
}

export function catHead(c: Coat, o: HeadOpts): Part[] {
  const p: Part[] = [];
  const W = o.wide;
  const dark = c.pattern === "points" ? c.dark : c.base;
  const ear = (side: number): Pt[] => [
    [side * 46 * W, -14],
    [side * (40 * W + o.earTilt), -74],
    [side * 8, -42],
  ];
  const innerEar = (side: number): Pt[] => [
    [side * 40 * W, -24],
    [side * (38 * W + o.earTilt * 0.9), -64],
    [side * 17, -40],
  ];
  for (const side of [-1, 1]) {
    p.push(shape(ear(side), dark, { tension: 0.45, role: "detail" }));
    p.push(shape(innerEar(side), mix(c.pink, dark, 0.3), { tension: 0.5, noOutline: true }));
  }
  const head: Pt[] = [
    [0, -45],
    [26, -42],
    [44, -26],
    [54 * W, 2],
    [47 * W, 24],
    [25, 38],
    [0, 42],
    [-25, 38],
    [-47 * W, 24],
    [-54 * W, 2],
    [-44, -26],
    [-26, -42],
  ];
  p.push(shape(head, c.base, { role: "main" }));
  const headIndex = p.length - 1;
  if (c.pattern === "points")
    p.push({ ...ell(0, 16, 30, 24, c.dark, { role: "mark", clip: headIndex }), opacity: 0.8 });
  if (c.pattern === "calico")
    p.push(
      shape(
        [
          [-10, -46],
          [30, -44],
          [56, -10],
          [30, -6],
          [8, -20],
        ],
        c.extra ?? c.dark,
        { role: "mark", clip: headIndex },
      ),
    );
  if (c.pattern === "calico")
    p.push(
      shape(
        [
          [-56, -20],
          [-30, -46],
          [-14, -30],
          [-30, 0],
          [-56, 6],
        ],
        c.dark,
        { role: "mark", clip: headIndex },
      ),
    );
  if (c.pattern === "tortie")
    p.push(
      shape(
        [
          [4, -46],
          [40, -40],
          [56, 0],
          [26, 10],
          [12, -18],
        ],
        c.extra ?? c.light,
        { role: "mark", clip: headIndex },
      ),
    );
  if (c.pattern === "bib") {
    p.push(
      shape(
        [
          [-30, 44],
          [-22, 14],
          [-8, 6],
          [0, -6],
          [8, 6],
          [22, 14],
          [30, 44],
        ],
        c.light,
        { role: "mark", clip: headIndex },
      ),
    );
  }
  if (c.pattern === "tabby") {
    for (const x of [-12, 0, 12])
      p.push(
        line(
          [
            [x * 1.1, -44],
            [x, -30],
            [x * 0.8, -22],
          ],
          c.dark,
          4,
          { opacity: 0.8 },
        ),
      );
    for (const side of [-1, 1]) {
      p.push(
        line(
          [
            [side * 54 * W, -2],
            [side * 40, 0],
            [side * 32, 6],
          ],
          c.dark,
          3,
          { opacity: 0.75 },
        ),
      );
      p.push(
        line(
          [
            [side * 52 * W, 10],
            [side * 40, 12],
          ],
          c.dark,
          2.6,
          { opacity: 0.7 },
        ),
      );
    }
  }
  // muzzle
  p.push(
    ell(-9, 20, 12, 9, lighten(c.pattern === "points" ? c.dark : c.base, 0.25), {
      noOutline: true,
      opacity: 0.6,
    }),
  );
  p.push(
    ell(9, 20, 12, 9, lighten(c.pattern === "points" ? c.dark : c.base, 0.25), {
      noOutline: true,
      opacity: 0.6,
    }),
  );
  const lineCol = c.pattern === "none" && c.base < "#555555" ? "#0d0b0b" : darken(c.dark, 0.3);
  for (const side of [-1, 1]) {
    const ex = side * 21;
    const ey = -4;
    if (o.eyes === "open") {
      p.push(
        shape(
          [
            [ex - 12, ey + 1],
            [ex - 3, ey - 8],
            [ex + 11, ey - 3],
            [ex + 3, ey + 7],
          ],
          o.iris,
          { role: "eye", tension: 0.9 },
        ),
      );
      p.push(ell(ex + o.look * 3, ey - 0.5, 3.2, 6.8, "#15120f", { role: "eye", noOutline: true }));
      p.push(ell(ex + o.look * 3 - 2.5, ey - 3.5, 1.8, 1.8, "#ffffff", { role: "hi" }));
    } else {
      p.push(
        line(
          [
            [ex - 11, ey],
            [ex, ey + 4],
            [ex + 11, ey - 1],
          ],
          lineCol,
          2.4,
          { taper: true },
        ),
      );
    }
  }
  p.push(
    shape(
      [
        [-7, 11],
        [7, 11],
        [0, 18.5],
      ],
      c.pink,
      { tension: 0.45, role: "detail" },
    ),
  );
  p.push(
    line(
      [
        [0, 18],
        [0, 23],
        [-4, 27],
        [-9, 27],
      ],
      lineCol,
      1.6,
      { taper: false },
    ),
  );
  p.push(
    line(
      [
        [0, 23],
        [4, 27],
        [9, 27],
      ],
      lineCol,
      1.6,
      { taper: false },
    ),
  );
  if (o.tongue) p.push(ell(0, 30, 4, 4, "#e07a86"));
  if (o.whiskers) {
    const wc = c.base < "#777777" ? "#efe9df" : "#3b3431";
    for (const side of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        p.push(
          line(
            [
              [side * 16, 18 + i * 4],
              [side * 45, 14 + i * 9],
              [side * 76, 8 + i * 14],
            ],
            wc,
            1.1,
            { taper: true, opacity: 0.85 },
          ),
        );
      }
    }
  }
  return p;
}

export type CatPose = "sit" | "walk" | "loaf" | "curl" | "stretch";

export function cat(
  rng: Rng,
  c: Coat,
  pose: CatPose,
  ho: HeadOpts = catHeadOpts(rng),
  hs = 1,
): Figure {
  const fig: Figure = [];
  const stripe = (clip: number, pts: Pt[][]) => {
    if (c.pattern !== "tabby") return;
    for (const s of pts) fig.push(line(s, c.dark, 6, { opacity: 0.65, clip }));
  };
  const patches = (clip: number, cx: number, cy: number, r: number) => {
    if (c.pattern === "calico" || c.pattern === "tortie") {
      const colours =
        c.pattern === "calico" ? [c.extra ?? c.dark, c.dark] : [c.extra ?? c.light, c.dark];
      for (let i = 0; i < 3; i++) {
        const col = colours[i % 2] ?? c.dark;
        const px = cx + rng.range(-r, r);
        const py = cy + rng.range(-r, r) * 0.6;
        fig.push(
          shape(
            ellipsePts(px, py, r * rng.range(0.35, 0.6), r * rng.range(0.3, 0.5), 7).map(
              ([x, y]) => [x + rng.range(-5, 5), y + rng.range(-5, 5)] as Pt,
            ),
            col,
            { role: "mark", clip },
          ),
        );
      }
    }
    if (c.pattern === "points")
      fig.push({
        ...ell(cx, cy - r * 0.2, r * 0.9, r * 0.7, lighten(c.base, 0.3), { role: "mark", clip }),
        opacity: 0.7,
      });
  };
  const tailCol = c.pattern === "points" || c.pattern === "bib" ? c.dark : c.base;

  if (pose === "sit") {
    const bw = rng.range(0.9, 1.2);
    const curlLeft = rng.chance(0.5);
    const tailPts: Pt[] = rng.chance(0.5)
      ? [
          [48 * bw, -10],
          [88 * bw, -14],
          [100 * bw, -42],
          [90 * bw, -70],
          [96 * bw, -86],
        ]
      : [
          [40 * bw, -6],
          [60 * bw, 2],
          [20, 8],
          [-30, 6],
          [-56 * bw, 0],
        ];
    if (!tailPts.some(([, y]) => y > 4)) fig.push(line(curlLeft ? tailPts : tailPts, tailCol, 15));
    const body: Pt[] = [
      [0, -118],
      [27, -112],
      [46 * bw, -82],
      [60 * bw, -38],
      [64 * bw, -8],
      [44 * bw, 0],
      [0, 2],
      [-44 * bw, 0],
      [-64 * bw, -8],
      [-60 * bw, -38],
      [-46 * bw, -82],
      [-27, -112],
    ];
    fig.push(shape(body, c.base, { role: "main" }));
    const bi = fig.length - 1;
    stripe(bi, [
      [
        [-62 * bw, -60],
        [-40, -56],
        [-30, -46],
      ],
      [
        [-64 * bw, -36],
        [-44, -32],
        [-34, -22],
      ],
      [
        [62 * bw, -60],
        [40, -56],
        [30, -46],
      ],
      [
        [64 * bw, -36],
        [44, -32],
        [34, -22],
      ],
    ]);
    patches(bi, rng.sign() * 30, -50, 40);
    if (c.pattern === "bib" || c.pattern === "calico")
      fig.push(
        shape(
          [
            [-22, -118],
            [22, -118],
            [30, -70],
            [18, -20],
            [0, -8],
            [-18, -20],
            [-30, -70],
          ],
          c.light,
          { role: "mark", clip: bi },
        ),
      );
    // haunches
    for (const side of [-1, 1]) {
      fig.push(
        shape(
          ellipsePts(side * 44 * bw, -30, 22 * bw, 30, 9, side * 0.2),
          mix(c.base, c.dark, 0.18),
          { role: "detail", noOutline: true, opacity: 0.8 },
        ),
      );
    }
    // front legs
    const legCol = c.pattern === "bib" ? c.light : c.pattern === "points" ? c.dark : c.base;
    for (const side of [-1, 1]) {
      fig.push(
        shape(
          [
            [side * 6, -86],
            [side * 24, -84],
            [side * 26, -20],
            [side * 28, -4],
            [side * 16, 0],
            [side * 5, -4],
            [side * 7, -24],
          ],
          legCol,
          { role: "detail", tension: 0.8 },
        ),
      );
      fig.push(
        line(
          [
            [side * 13, -2],
            [side * 13, -7],
          ],
          darken(legCol, 0.3),
          1.2,
          { taper: false, opacity: 0.6 },
        ),
      );
      fig.push(
        line(
          [
            [side * 19, -2],
            [side * 19, -7],
          ],
          darken(legCol, 0.3),
          1.2,
          { taper: false, opacity: 0.6 },
        ),
      );
    }
    if (tailPts.some(([, y]) => y > 4)) fig.push(line(tailPts, tailCol, 14));
    append(fig, moveParts(catHead(c, ho), 0, -148 - (hs - 1) * 30, 1 * hs, rng.range(-0.12, 0.12)));
    return fig;
  }

  if (pose === "walk" || pose === "stretch") {
    const stretch = pose === "stretch";
    const tail: Pt[] = stretch
      ? [
          [-78, -100],
          [-110, -140],
          [-118, -185],
          [-100, -205],
        ]
      : rng.chance(0.5)
        ? [
            [-78, -104],
            [-108, -130],
            [-118, -170],
            [-102, -196],
            [-92, -190],
          ]
        : [
            [-78, -98],
            [-120, -100],
            [-150, -80],
            [-170, -70],
          ];
    fig.push(line(tail, tailCol, 13));
    // far legs (darker)
    const farCol = darken(c.base, 0.22);
    const leg = (x: number, top: number, dx: number, col: string) =>
      shape(
        [
          [x - 10, top],
          [x + 12, top],
          [x + 8 + dx * 0.5, -30],
          [x + 6 + dx, -4],
          [x + 10 + dx, 0],
          [x - 6 + dx, 0],
          [x - 6 + dx * 0.7, -30],
        ],
        col,
        { role: "detail", tension: 0.7 },
      );
    const sw = rng.range(-14, 14);
    fig.push(leg(-50, stretch ? -110 : -90, -sw, farCol), leg(52, stretch ? -60 : -90, sw, farCol));
    const body: Pt[] = stretch
      ? [
          [-80, -120],
          [-40, -134],
          [20, -100],
          [70, -78],
          [84, -58],
          [60, -44],
          [10, -58],
          [-40, -84],
          [-76, -94],
        ]
      : [
          [-82, -112],
          [-40, -124],
          [10, -122],
          [62, -126],
          [86, -106],
          [80, -80],
          [40, -66],
          [-10, -64],
          [-60, -70],
          [-86, -88],
        ];
    fig.push(shape(body, c.base, { role: "main" }));
    const bi = fig.length - 1;
    stripe(bi, [
      [
        [-50, -126],
        [-56, -100],
        [-52, -76],
      ],
      [
        [-28, -126],
        [-32, -100],
        [-28, -70],
      ],
      [
        [-6, -124],
        [-8, -100],
        [-4, -66],
      ],
      [
        [18, -124],
        [16, -98],
        [20, -68],
      ],
    ]);
    patches(bi, 0, -96, 45);
    if (c.pattern === "bib")
      fig.push(
        shape(
          [
            [40, -90],
            [90, -110],
            [90, -60],
            [20, -60],
          ],
          c.light,
          { role: "mark", clip: bi },
        ),
      );
    fig.push(
      leg(-66, stretch ? -110 : -96, sw, c.pattern === "points" ? c.dark : c.base),
      leg(
        36,
        stretch ? -60 : -92,
        -sw,
        c.pattern === "points" || c.pattern === "bib"
          ? c.pattern === "bib"
            ? c.light
            : c.dark
          : c.base,
      ),
    );
    const hx = stretch ? 84 : 92;
    const hy = stretch ? -88 : -146;
    append(
      fig,
      moveParts(catHead(c, ho), hx, hy - (hs - 1) * 30, 0.82 * hs, rng.range(-0.15, 0.2)),
    );
    return fig;
  }

  if (pose === "loaf") {
    const tail: Pt[] = [
      [70, -14],
      [40, 2],
      [-10, 6],
      [-50, 2],
    ];
    const body: Pt[] = [
      [-96, -6],
      [-98, -40],
      [-70, -78],
      [-10, -94],
      [50, -86],
      [92, -50],
      [100, -14],
      [84, 0],
      [0, 4],
      [-80, 2],
    ];
    fig.push(shape(body, c.base, { role: "main" }));
    const bi = fig.length - 1;
    stripe(bi, [
      [
        [10, -94],
        [18, -60],
        [14, -30],
      ],
      [
        [36, -90],
        [44, -58],
        [40, -28],
      ],
      [
        [60, -80],
        [66, -50],
        [62, -22],
      ],
    ]);
    patches(bi, 30, -50, 45);
    if (c.pattern === "bib")
      fig.push(
        shape(
          [
            [-100, -40],
            [-60, -50],
            [-40, -10],
            [-60, 4],
            [-100, 4],
          ],
          c.light,
          { role: "mark", clip: bi },
        ),
      );
    const pawCol = c.pattern === "bib" ? c.light : c.pattern === "points" ? c.dark : c.base;
    fig.push(
      ell(-70, -4, 17, 8, pawCol, { role: "detail" }),
      ell(-36, -3, 17, 8, pawCol, { role: "detail" }),
    );
    fig.push(line(tail, tailCol, 13));
    append(
      fig,
      moveParts(catHead(c, ho), -52, -98 - (hs - 1) * 30, 0.9 * hs, rng.range(-0.15, 0.15)),
    );
    return fig;
  }

  // curl (sleeping)
  const body: Pt[] = [
    [-92, -20],
    [-88, -64],
    [-40, -100],
    [30, -100],
    [84, -70],
    [96, -30],
    [80, -2],
    [0, 4],
    [-70, 2],
  ];
  fig.push(shape(body, c.base, { role: "main" }));
  const bi = fig.length - 1;
  stripe(bi, [
    [
      [0, -100],
      [10, -70],
      [6, -40],
    ],
    [
      [26, -98],
      [36, -68],
      [30, -38],
    ],
    [
      [52, -88],
      [60, -60],
      [56, -34],
    ],
  ]);
  patches(bi, 30, -60, 45);
  fig.push(
    line(
      [
        [90, -20],
        [60, 0],
        [0, 6],
        [-60, 0],
        [-82, -16],
      ],
      tailCol,
      15,
    ),
  );
  append(
    fig,
    moveParts(
      catHead(c, { ...ho, eyes: "closed", whiskers: true }),
      -40,
      -58 - (hs - 1) * 30,
      0.82 * hs,
      -0.35,
    ),
  );
  return fig;
}

/** A small cat-head silhouette for icons. */
export function catIcon(col: string): Part[] {
  return [
    shape(
      [
        [-46, -10],
        [-40, -72],
        [-8, -42],
        [8, -42],
        [40, -72],
        [46, -10],
        [50, 14],
        [30, 36],
        [0, 42],
        [-30, 36],
        [-50, 14],
      ],
      col,
      { tension: 0.55 },
    ),
  ];
}

// ---------------------------------------------------------------- dog

export type EarType = "floppy" | "pointy" | "folded";

export interface DogOpts {
  ears: EarType;
  tongue: boolean;
  snout: number;
  patch: boolean;
  look: number;
}

export function dogOpts(rng: Rng): DogOpts {
  return {
    ears: rng.pick(["floppy", "floppy", "pointy", "folded"] as const),
    tongue: rng.chance(0.55),
    snout: rng.range(0.85, 1.25),
    patch: rng.chance(0.3),
    look: rng.range(-1, 1),
  };
}

export function dogHead(c: Coat, o: DogOpts): Part[] {
  const p: Part[] = [];
  const earCol =
    c.pattern === "spots"
      ? (c.extra ?? c.dark)
      : c.pattern === "bib"
        ? c.base
        : mix(c.base, c.dark, 0.35);
  if (o.ears === "pointy") {
    for (const side of [-1, 1]) {
      p.push(
        shape(
          [
            [side * 14, -40],
            [side * 44, -96],
            [side * 52, -18],
          ],
          c.base,
          { tension: 0.5 },
        ),
      );
      p.push(
        shape(
          [
            [side * 22, -38],
            [side * 42, -82],
            [side * 44, -26],
          ],
          mix(c.pink, "#d9a09a", 0.7),
          { tension: 0.5, noOutline: true },
        ),
      );
    }
  }
  const head: Pt[] = [
    [0, -48],
    [30, -44],
    [48, -22],
    [50, 6],
    [40, 30],
    [20, 44],
    [0, 48],
    [-20, 44],
    [-40, 30],
    [-50, 6],
    [-48, -22],
    [-30, -44],
  ];
  p.push(shape(head, c.base, { role: "main" }));
  const hi = p.length - 1;
  if (c.pattern === "bib" || c.pattern === "saddle") {
    const col = c.pattern === "saddle" ? (c.extra ?? c.light) : c.light;
    p.push(
      shape(
        [
          [-6, -50],
          [6, -50],
          [12, -10],
          [34, 20],
          [30, 50],
          [-30, 50],
          [-34, 20],
          [-12, -10],
        ],
        col,
        { role: "mark", clip: hi },
      ),
    );
  }
  if (c.pattern === "spots" || o.patch) {
    p.push(
      shape(
        ellipsePts(-20, -10, 20, 18, 8).map(([x, y]) => [x + (y > -10 ? 2 : -2), y] as Pt),
        c.extra ?? c.dark,
        { role: "mark", clip: hi },
      ),
    );
  }
  // eyes
  for (const side of [-1, 1]) {
    if (c.pattern === "saddle")
      p.push(ell(side * 20, -24, 6, 4, c.extra ?? c.light, { noOutline: true }));
    p.push(ell(side * 20, -8, 7, 7.5, "#2a1c14", { role: "eye" }));
    p.push(ell(side * 20 + o.look * 1.5 - 2, -10.5, 2.2, 2.2, "#ffffff", { role: "hi" }));
  }
  // muzzle
  const sn = o.snout;
  p.push(
    shape(
      ellipsePts(0, 22, 27 * sn, 21, 10),
      c.pattern === "none" ? lighten(c.base, 0.3) : c.light,
      { role: "detail", noOutline: true },
    ),
  );
  if (o.tongue)
    p.push(
      shape(
        [
          [-9, 32],
          [9, 32],
          [10, 48],
          [0, 54],
          [-10, 48],
        ],
        "#e27d8a",
        { role: "detail" },
      ),
    );
  p.push(
    line(
      [
        [0, 18],
        [0, 28],
      ],
      "#2a211d",
      2,
      { taper: false },
    ),
  );
  p.push(
    line(
      [
        [0, 28],
        [-6, 33],
        [-14, 32],
      ],
      "#2a211d",
      2,
      { taper: false },
    ),
  );
  p.push(
    line(
      [
        [0, 28],
        [6, 33],
        [14, 32],
      ],
      "#2a211d",
      2,
      { taper: false },
    ),
  );
  p.push(
    shape(
      [
        [-11, 7],
        [11, 7],
        [8, 15],
        [0, 19],
        [-8, 15],
      ],
      "#1f1917",
      { role: "detail", tension: 0.8 },
    ),
  );
  p.push(ell(-3, 9, 3, 1.6, "#6d6361", { role: "hi" }));
  if (o.ears === "floppy") {
    for (const side of [-1, 1]) {
      p.push(
        shape(
          [
            [side * 34, -42],
            [side * 58, -36],
            [side * 66, 0],
            [side * 60, 36],
            [side * 48, 40],
            [side * 42, 10],
            [side * 38, -16],
          ],
          earCol,
          { role: "detail", tension: 0.9 },
        ),
      );
    }
  } else if (o.ears === "folded") {
    for (const side of [-1, 1]) {
      p.push(
        shape(
          [
            [side * 18, -46],
            [side * 58, -52],
            [side * 50, -30],
            [side * 38, -14],
            [side * 30, -30],
          ],
          earCol,
          { role: "detail", tension: 0.6 },
        ),
      );
    }
  }
  return p;
}

export type DogPose = "sit" | "stand" | "lie";

function dogProfileHead(c: Coat, o: DogOpts): Part[] {
  const p: Part[] = [];
  const sn = o.snout;
  const earCol = c.pattern === "spots" ? (c.extra ?? c.dark) : mix(c.base, c.dark, 0.35);
  if (o.ears === "pointy")
    p.push(
      shape(
        [
          [-14, -24],
          [-6, -66],
          [10, -26],
        ],
        c.base,
        { tension: 0.4 },
      ),
    );
  p.push(
    shape(
      [
        [-30, -6],
        [-24, -28],
        [0, -36],
        [22, -26],
        [34, -14],
        [64 * sn, -8],
        [72 * sn, 4],
        [66 * sn, 16],
        [30, 20],
        [0, 24],
        [-24, 16],
      ],
      c.base,
      { role: "main" },
    ),
  );
  const hi = p.length - 1;
  if (c.pattern !== "none")
    p.push(
      shape(
        [
          [20, 6],
          [70 * sn, 6],
          [70 * sn, 24],
          [20, 24],
        ],
        c.pattern === "saddle" ? (c.extra ?? c.light) : c.light,
        { role: "mark", clip: hi },
      ),
    );
  p.push(ell(66 * sn, -4, 8, 6.5, "#1f1917"));
  p.push(ell(12, -16, 4.5, 4.5, "#23180f", { role: "eye" }));
  p.push(ell(11, -17.5, 1.4, 1.4, "#ffffff", { role: "hi" }));
  p.push(
    line(
      [
        [62 * sn, 12],
        [44, 14],
        [30, 10],
      ],
      "#2a211d",
      1.8,
      { taper: false },
    ),
  );
  if (o.tongue)
    p.push(
      shape(
        [
          [38, 14],
          [50, 14],
          [48, 32],
          [40, 34],
        ],
        "#e27d8a",
      ),
    );
  if (o.ears === "floppy")
    p.push(
      shape(
        [
          [-20, -30],
          [-2, -30],
          [-4, 0],
          [-14, 22],
          [-26, 14],
          [-26, -10],
        ],
        earCol,
        { role: "detail" },
      ),
    );
  if (o.ears === "folded")
    p.push(
      shape(
        [
          [-18, -30],
          [8, -40],
          [14, -22],
          [-4, -18],
        ],
        earCol,
        { role: "detail" },
      ),
    );
  return p;
}

export function dog(rng: Rng, c: Coat, pose: DogPose, o: DogOpts = dogOpts(rng), hs = 1): Figure {
  const fig: Figure = [];
  const spots = (clip: number, x0: number, x1: number, y0: number, y1: number) => {
    if (c.pattern !== "spots") return;
    const big = c.extra !== c.dark;
    const n = big ? 3 : 9;
    for (let i = 0; i < n; i++) {
      const r = big ? rng.range(18, 30) : rng.range(4, 8);
      fig.push(
        shape(
          ellipsePts(rng.range(x0, x1), rng.range(y0, y1), r, r * rng.range(0.7, 1), 7),
          c.extra ?? c.dark,
          { role: "mark", clip },
        ),
      );
    }
  };
  if (pose === "sit") {
    const bw = rng.range(0.95, 1.2);
    fig.push(
      line(
        [
          [50 * bw, -16],
          [84, -24],
          [100, -50],
        ],
        c.base,
        12,
      ),
    );
    const body: Pt[] = [
      [0, -120],
      [32, -114],
      [54 * bw, -80],
      [66 * bw, -34],
      [66 * bw, -6],
      [44, 0],
      [0, 2],
      [-44, 0],
      [-66 * bw, -6],
      [-66 * bw, -34],
      [-54 * bw, -80],
      [-32, -114],
    ];
    fig.push(shape(body, c.base, { role: "main" }));
    const bi = fig.length - 1;
    spots(bi, -60, 60, -100, -10);
    if (c.pattern === "saddle")
      fig.push(
        shape(
          [
            [-70, -100],
            [-40, -120],
            [40, -120],
            [70, -100],
            [70, -40],
            [40, -60],
            [-40, -60],
            [-70, -40],
          ],
          c.base,
          { role: "mark", clip: bi },
        ),
      );
    if (c.pattern === "saddle" || c.pattern === "bib")
      fig.push(
        shape(
          [
            [-26, -120],
            [26, -120],
            [32, -70],
            [20, -20],
            [0, -10],
            [-20, -20],
            [-32, -70],
          ],
          c.pattern === "saddle" ? (c.extra ?? c.light) : c.light,
          { role: "mark", clip: bi },
        ),
      );
    for (const side of [-1, 1])
      fig.push(
        shape(
          ellipsePts(side * 46 * bw, -28, 22 * bw, 28, 9, side * 0.2),
          mix(c.base, c.dark, 0.15),
          { noOutline: true, opacity: 0.8 },
        ),
      );
    const legCol =
      c.pattern === "saddle" ? (c.extra ?? c.light) : c.pattern === "bib" ? c.light : c.base;
    for (const side of [-1, 1]) {
      fig.push(
        shape(
          [
            [side * 6, -90],
            [side * 28, -88],
            [side * 30, -20],
            [side * 34, -2],
            [side * 18, 1],
            [side * 6, -2],
            [side * 8, -24],
          ],
          legCol,
          { role: "detail", tension: 0.8 },
        ),
      );
    }
    append(fig, moveParts(dogHead(c, o), 0, -162 - (hs - 1) * 30, 1 * hs, rng.range(-0.18, 0.18)));
    return fig;
  }
  if (pose === "stand") {
    const long = rng.range(0.9, 1.35);
    const tailUp = rng.chance(0.6);
    fig.push(
      line(
        tailUp
          ? [
              [-78 * long, -118],
              [-100 * long, -140],
              [-108 * long, -170],
            ]
          : [
              [-78 * long, -112],
              [-98 * long, -96],
              [-110 * long, -70],
            ],
        c.pattern === "spots" ? c.base : c.base,
        11,
      ),
    );
    const farCol = darken(c.base, 0.2);
    const leg = (x: number, dx: number, col: string) =>
      shape(
        [
          [x - 12, -100],
          [x + 12, -100],
          [x + 9, -40],
          [x + 8 + dx, -6],
          [x + 14 + dx, 0],
          [x - 8 + dx, 0],
          [x - 8 + dx * 0.5, -40],
        ],
        col,
        { role: "detail", tension: 0.7 },
      );
    const sw = rng.range(-10, 10);
    fig.push(leg(-58 * long, -sw, farCol), leg(54 * long, sw, farCol));
    const body: Pt[] = [
      [-82 * long, -112],
      [-40 * long, -124],
      [20 * long, -122],
      [70 * long, -130],
      [92 * long, -110],
      [80 * long, -80],
      [40 * long, -70],
      [0, -72],
      [-50 * long, -72],
      [-86 * long, -86],
    ];
    fig.push(shape(body, c.base, { role: "main" }));
    const bi = fig.length - 1;
    spots(bi, -80 * long, 80 * long, -125, -75);
    if (c.pattern === "saddle") {
      fig.push(
        shape(
          [
            [-90 * long, -90],
            [-80 * long, -130],
            [60 * long, -140],
            [60 * long, -100],
            [-50 * long, -96],
          ],
          c.base,
          { role: "mark", clip: bi },
        ),
      );
      fig.push(
        shape(
          [
            [-90 * long, -60],
            [-90 * long, -90],
            [-40 * long, -82],
            [40 * long, -82],
            [100 * long, -90],
            [100 * long, -60],
          ],
          c.extra ?? c.light,
          { role: "mark", clip: bi },
        ),
      );
    }
    if (c.pattern === "bib")
      fig.push(
        shape(
          [
            [50 * long, -96],
            [100 * long, -120],
            [100 * long, -60],
            [30 * long, -66],
          ],
          c.light,
          { role: "mark", clip: bi },
        ),
      );
    const legCol = c.pattern === "saddle" ? (c.extra ?? c.light) : c.base;
    fig.push(leg(-72 * long, sw, legCol), leg(40 * long, -sw, legCol));
    // neck + head
    fig.push(
      shape(
        [
          [56 * long, -124],
          [80 * long, -160],
          [104 * long, -150],
          [96 * long, -108],
        ],
        c.base,
        { role: "detail", noOutline: true },
      ),
    );
    append(fig, moveParts(dogProfileHead(c, o), 92 * long, -166, 1, rng.range(-0.2, 0.1)));
    return fig;
  }
  // lie
  fig.push(
    line(
      [
        [-90, -14],
        [-120, -8],
        [-140, -18],
      ],
      c.base,
      11,
    ),
  );
  const body: Pt[] = [
    [-96, -10],
    [-96, -50],
    [-50, -76],
    [20, -78],
    [70, -64],
    [92, -30],
    [86, -2],
    [0, 2],
    [-80, 2],
  ];
  fig.push(shape(body, c.base, { role: "main" }));
  const bi = fig.length - 1;
  spots(bi, -90, 80, -70, -10);
  if (c.pattern === "saddle")
    fig.push(
      shape(
        [
          [-100, -40],
          [-60, -90],
          [50, -90],
          [60, -50],
          [-40, -44],
        ],
        c.base,
        { role: "mark", clip: bi },
      ),
    );
  if (c.pattern === "bib" || c.pattern === "saddle")
    fig.push(
      shape(
        [
          [30, -60],
          [100, -60],
          [100, 4],
          [20, 4],
        ],
        c.pattern === "saddle" ? (c.extra ?? c.light) : c.light,
        { role: "mark", clip: bi },
      ),
    );
  const legCol =
    c.pattern === "saddle" ? (c.extra ?? c.light) : c.pattern === "bib" ? c.light : c.base;
  fig.push(
    shape(
      [
        [40, -16],
        [118, -14],
        [124, 0],
        [40, 2],
      ],
      legCol,
      { role: "detail", tension: 0.6 },
    ),
  );
  fig.push(
    shape(
      [
        [60, -24],
        [138, -22],
        [144, -6],
        [60, -6],
      ],
      legCol,
      { role: "detail", tension: 0.6 },
    ),
  );
  append(fig, moveParts(dogHead(c, o), 68, -96 - (hs - 1) * 30, 0.9 * hs, rng.range(-0.2, 0.2)));
  return fig;
}

// ---------------------------------------------------------------- rats, mice, hedgehogs, rabbits

export type SmallKind = "rat" | "mouse" | "hedgehog" | "rabbit";

export function small(rng: Rng, kind: SmallKind): Figure {
  const fig: Figure = [];
  if (kind === "rat" || kind === "mouse") {
    const fur = rng.pick(
      kind === "rat"
        ? ["#8d8580", "#6d5e52", "#efe9e0", "#3d3836", "#b39a7d"]
        : ["#a38a70", "#8e8782", "#c9b49a", "#f2ede6"],
    );
    const pink = "#e7a3a3";
    const mouse = kind === "mouse";
    const k = mouse ? 0.75 : 1;
    fig.push(
      line(
        [
          [-60 * k, -10],
          [-100 * k, -4],
          [-140 * k, -22],
          [-180 * k, -12],
        ],
        pink,
        mouse ? 5 : 7,
      ),
    );
    fig.push(ell(40 * k, -2, 10, 5, pink), ell(-30 * k, -2, 12, 6, pink));
    const body: Pt[] = mouse
      ? [
          [-62, -6],
          [-66, -36],
          [-40, -62],
          [0, -66],
          [34, -52],
          [56, -34],
          [74, -16],
          [62, -4],
          [20, 0],
          [-30, 0],
        ]
      : [
          [-66, -6],
          [-74, -34],
          [-50, -60],
          [-6, -66],
          [34, -52],
          [62, -32],
          [88, -14],
          [92, -8],
          [72, -3],
          [30, 0],
          [-30, 0],
        ];
    fig.push(shape(body, fur, { role: "main" }));
    const bi = fig.length - 1;
    if (kind === "rat" && fur === "#efe9e0" && rng.chance(0.5))
      fig.push(
        shape(
          [
            [0, -80],
            [100, -80],
            [100, 10],
            [10, 10],
            [20, -40],
          ],
          "#4a3f3a",
          { role: "mark", clip: bi },
        ),
      );
    fig.push(
      shape(
        [
          [-40, -2],
          [40, -2],
          [70, -6],
          [30, 4],
          [-40, 4],
        ],
        lighten(fur, 0.4),
        { role: "mark", clip: bi },
      ),
    );
    const ex = mouse ? 34 : 40;
    const er = mouse ? 20 : 14;
    fig.push(ell(ex, -56, er, er * 1.1, mix(fur, pink, 0.3), { role: "detail" }));
    fig.push(ell(ex + 1, -55, er * 0.65, er * 0.75, pink, { noOutline: true }));
    const eyeX = mouse ? 54 : 64;
    fig.push(
      ell(eyeX, -34, 4, 4.2, "#120e0e", { role: "eye" }),
      ell(eyeX - 1.3, -35.5, 1.3, 1.3, "#fff", { role: "hi" }),
    );
    const noseX = mouse ? 74 : 92;
    const noseY = mouse ? -15 : -9;
    fig.push(ell(noseX, noseY, 3.5, 3, "#d77c86"));
    for (let i = 0; i < 3; i++)
      fig.push(
        line(
          [
            [noseX - 6, noseY + 1],
            [noseX + 14, noseY - 8 + i * 8],
            [noseX + 34, noseY - 14 + i * 14],
          ],
          "#3a3230",
          0.9,
          { opacity: 0.7 },
        ),
      );
    return fig;
  }
  if (kind === "hedgehog") {
    const spine = rng.pick(["#5a4634", "#6b5a48", "#4a3d33"]);
    const face = "#d8bd98";
    fig.push(ell(50, -2, 9, 5, "#3a2e26"), ell(-40, -2, 9, 5, "#3a2e26"));
    // spiky dome
    const dome: Pt[] = [];
    const n = 28;
    for (let i = 0; i <= n; i++) {
      const t = Math.PI + (i / n) * Math.PI;
      const r = i % 2 === 0 ? 1 : 1.14;
      dome.push([Math.cos(t) * 82 * r - 8, Math.sin(t) * 66 * r - 4]);
    }
    dome.push([60, -2], [-80, -2]);
    fig.push(shape(dome, spine, { role: "main", straight: true }));
    const bi = fig.length - 1;
    for (let i = 0; i < 26; i++) {
      const a = Math.PI + rng.range(0.1, 2.9);
      const r = rng.range(20, 62);
      const x = Math.cos(a) * r - 8;
      const y = Math.sin(a) * r * 0.85 - 4;
      fig.push(
        line(
          [
            [x, y],
            [x + Math.cos(a) * 16, y + Math.sin(a) * 14],
          ],
          rng.chance(0.5) ? lighten(spine, 0.45) : darken(spine, 0.4),
          2.4,
          { clip: bi },
        ),
      );
    }
    fig.push(
      shape(
        [
          [40, -50],
          [70, -42],
          [96, -22],
          [106, -12],
          [96, -4],
          [60, 0],
          [34, -10],
        ],
        face,
        { role: "detail" },
      ),
    );
    fig.push(ell(106, -13, 5, 4.5, "#1b1513"));
    fig.push(
      ell(74, -30, 3.8, 4, "#120e0e", { role: "eye" }),
      ell(73, -31.5, 1.2, 1.2, "#fff", { role: "hi" }),
    );
    fig.push(ell(56, -46, 7, 6, darken(face, 0.2)));
    return fig;
  }
  // rabbit, sitting, facing right
  const fur = rng.pick(["#a88a6a", "#8d8782", "#efe8de", "#5f4a3a", "#c7a27c"]);
  const inner = "#e8b0ad";
  fig.push(
    shape(
      [
        [46, -120],
        [40, -210],
        [58, -222],
        [70, -130],
      ],
      fur,
      { role: "detail", tension: 0.9 },
    ),
  );
  fig.push(ell(-70, -40, 16, 14, "#f8f4ee", { role: "detail" }));
  fig.push(
    shape(
      [
        [-76, -10],
        [-80, -60],
        [-50, -96],
        [0, -104],
        [40, -80],
        [54, -40],
        [44, -6],
        [0, 2],
        [-50, 2],
      ],
      fur,
      { role: "main" },
    ),
  );
  fig.push(ell(-40, -6, 30, 10, darken(fur, 0.1), { role: "detail" }));
  fig.push(
    shape(
      [
        [20, -30],
        [40, -28],
        [46, -4],
        [24, -2],
      ],
      fur,
      { role: "detail" },
    ),
  );
  fig.push(
    shape(
      [
        [24, -130],
        [60, -140],
        [90, -112],
        [96, -88],
        [70, -70],
        [30, -76],
        [14, -100],
      ],
      fur,
      { role: "main" },
    ),
  );
  fig.push(
    shape(
      [
        [60, -126],
        [62, -220],
        [84, -222],
        [82, -130],
      ],
      fur,
      { role: "detail", tension: 0.9 },
    ),
  );
  fig.push(
    shape(
      [
        [66, -134],
        [68, -208],
        [78, -208],
        [78, -136],
      ],
      inner,
      { noOutline: true, tension: 0.9 },
    ),
  );
  fig.push(
    ell(70, -106, 5, 5.5, "#1a120e", { role: "eye" }),
    ell(68.5, -108, 1.6, 1.6, "#fff", { role: "hi" }),
  );
  fig.push(ell(94, -92, 3.5, 3, "#c9767c"));
  for (let i = 0; i < 2; i++)
    fig.push(
      line(
        [
          [90, -88],
          [112, -94 + i * 10],
          [128, -98 + i * 16],
        ],
        "#3a3230",
        0.9,
        { opacity: 0.6 },
      ),
    );
  return fig;
}

/** A rat (or mouse) sitting up and facing the viewer, tail curling round. */
export function ratFront(rng: Rng, mouse = false): Figure {
  const fur = rng.pick(
    mouse
      ? ["#a38a70", "#c9b49a", "#8e8782", "#f2ede6"]
      : ["#8d8580", "#6d5e52", "#efe9e0", "#b39a7d", "#4a4240"],
  );
  const pink = "#e9a3a6";
  const er = mouse ? 32 : 24;
  const fig: Figure = [];
  const side = rng.sign();
  fig.push(
    line(
      [
        [side * 20, -4],
        [side * 70, 2],
        [side * 112, -18],
        [side * 122, -58],
        [side * 102, -80],
      ],
      pink,
      7,
    ),
  );
  fig.push(
    ell(-22, -3, 13, 6, pink, { role: "detail" }),
    ell(22, -3, 13, 6, pink, { role: "detail" }),
  );
  fig.push(
    shape(
      [
        [0, -122],
        [30, -114],
        [48, -72],
        [52, -24],
        [36, 0],
        [0, 4],
        [-36, 0],
        [-52, -24],
        [-48, -72],
        [-30, -114],
      ],
      fur,
      { role: "main" },
    ),
  );
  const bi = fig.length - 1;
  fig.push(ell(0, -46, 28, 40, lighten(fur, 0.45), { role: "mark", clip: bi }));
  if (!mouse && fur === "#efe9e0" && rng.chance(0.6))
    fig.push(
      shape(
        [
          [-60, -130],
          [60, -130],
          [60, -100],
          [-60, -100],
        ],
        "#4a3f3a",
        { role: "mark", clip: bi },
      ),
    );
  for (const sx of [-1, 1])
    fig.push(
      ell(sx * 42, -188, er, er * 1.05, fur, { role: "detail" }),
      ell(sx * 42, -187, er * 0.62, er * 0.66, pink, { noOutline: true }),
    );
  fig.push(
    shape(
      [
        [0, -194],
        [30, -186],
        [44, -162],
        [36, -138],
        [14, -116],
        [0, -108],
        [-14, -116],
        [-36, -138],
        [-44, -162],
        [-30, -186],
      ],
      fur,
      { role: "main", soft: true },
    ),
  );
  for (const sx of [-1, 1]) {
    fig.push(
      ell(sx * 16, -156, 6, 6.5, "#120e0e", { role: "eye" }),
      ell(sx * 16 - 2, -158.5, 2, 2, "#fff", { role: "hi" }),
    );
    for (let i = 0; i < 3; i++)
      fig.push(
        line(
          [
            [sx * 8, -118],
            [sx * 40, -124 + i * 8],
            [sx * 66, -130 + i * 14],
          ],
          "#3a3230",
          1,
          { opacity: 0.7 },
        ),
      );
  }
  fig.push(ell(0, -111, 6, 4.5, "#d77c86"));
  fig.push(
    ell(-10, -84, 8, 6, pink, { role: "detail" }),
    ell(10, -84, 8, 6, pink, { role: "detail" }),
  );
  return fig;
}

// ---------------------------------------------------------------- wildlife

export type WildKind = "bird" | "owl" | "fox" | "deer" | "heron";

const BIRDS = [
  { back: "#6f6248", breast: "#e0783a", head: "#6f6248", beak: "#2a2420", cheek: null }, // robin
  { back: "#6d9bb8", breast: "#f0d55a", head: "#3f78b0", beak: "#2a2622", cheek: "#f8f5ee" }, // blue tit
  { back: "#2a2624", breast: "#2f2a28", head: "#2a2624", beak: "#f0a030", cheek: null }, // blackbird
  { back: "#8c6a4a", breast: "#d9c3a3", head: "#7a5a40", beak: "#3a2e26", cheek: "#eee3d2" }, // sparrow
  { back: "#2b8fb8", breast: "#e0803a", head: "#2b7fa8", beak: "#1e1a18", cheek: "#f0a060" }, // kingfisher
  { back: "#c4a06a", breast: "#f3dc9a", head: "#c43a2a", beak: "#efe2cf", cheek: "#f8f6ef" }, // goldfinch-ish
];

export function bird(rng: Rng, spec = rng.pick(BIRDS), branchCol = "#5a4232"): Figure {
  const fig: Figure = [];
  const beakLen = spec.back === "#2b8fb8" ? 30 : 14;
  fig.push(
    shape(
      [
        [-30, -34],
        [-82, -6],
        [-76, 2],
        [-22, -24],
      ],
      darken(spec.back, 0.15),
      { role: "detail", tension: 0.5 },
    ),
  );
  fig.push(
    line(
      [
        [4, -14],
        [2, 2],
      ],
      "#5d4a3a",
      2.2,
      { taper: false },
    ),
    line(
      [
        [14, -14],
        [14, 2],
      ],
      "#5d4a3a",
      2.2,
      { taper: false },
    ),
  );
  const body: Pt[] = [
    [-34, -30],
    [-18, -56],
    [14, -68],
    [38, -56],
    [46, -34],
    [34, -14],
    [8, -8],
    [-20, -14],
  ];
  fig.push(shape(body, spec.back, { role: "main" }));
  const bi = fig.length - 1;
  fig.push(
    shape(
      [
        [46, -60],
        [48, -30],
        [30, -10],
        [4, -6],
        [16, -36],
      ],
      spec.breast,
      { role: "mark", clip: bi },
    ),
  );
  fig.push(
    shape(
      [
        [-34, -40],
        [-10, -62],
        [22, -54],
        [10, -34],
        [-24, -24],
      ],
      darken(spec.back, 0.2),
      { role: "detail" },
    ),
  );
  fig.push(
    line(
      [
        [-24, -38],
        [0, -50],
      ],
      darken(spec.back, 0.45),
      2,
      { opacity: 0.7 },
    ),
    line(
      [
        [-20, -30],
        [4, -42],
      ],
      darken(spec.back, 0.45),
      2,
      { opacity: 0.7 },
    ),
  );
  fig.push(shape(ellipsePts(38, -70, 19, 17, 10), spec.head, { role: "main" }));
  const hi = fig.length - 1;
  if (spec.cheek) fig.push(ell(42, -64, 10, 8, spec.cheek, { role: "mark", clip: hi }));
  if (spec.breast !== spec.back)
    fig.push(
      shape(
        [
          [40, -62],
          [60, -60],
          [56, -44],
          [40, -48],
        ],
        spec.breast,
        { role: "mark", clip: hi },
      ),
    );
  fig.push(
    shape(
      [
        [54, -76],
        [54 + beakLen, -70],
        [54, -64],
      ],
      spec.beak,
      { tension: 0.3 },
    ),
  );
  fig.push(
    ell(45, -74, 3.5, 3.5, "#0e0b0a", { role: "eye" }),
    ell(44, -75.3, 1.1, 1.1, "#fff", { role: "hi" }),
  );
  fig.push(
    line(
      [
        [-90, 4],
        [-20, 0],
        [40, 3],
        [100, -4],
      ],
      branchCol,
      9,
      { taper: true },
    ),
  );
  fig.push(
    line(
      [
        [50, 1],
        [70, -18],
        [76, -34],
      ],
      branchCol,
      4,
    ),
  );
  fig.push(ell(80, -38, 9, 5, "#7b9a54", { role: "detail" }, -0.8));
  return fig;
}

export function owl(rng: Rng): Figure {
  const fig: Figure = [];
  const base = rng.pick(["#8b6a48", "#a98a6a", "#d9d2c7", "#6d5a4a"]);
  const face = lighten(base, 0.45);
  const iris = rng.pick(["#f2b134", "#f07c1e", "#e9d24a"]);
  fig.push(
    line(
      [
        [-110, 4],
        [0, 0],
        [110, 6],
      ],
      "#4a3628",
      12,
    ),
  );
  for (const side of [-1, 1])
    fig.push(
      shape(
        [
          [side * 10, -176],
          [side * 44, -204],
          [side * 46, -160],
        ],
        base,
        { tension: 0.5 },
      ),
    );
  fig.push(
    shape(
      [
        [-56, -40],
        [-62, -100],
        [-46, -160],
        [0, -182],
        [46, -160],
        [62, -100],
        [56, -40],
        [30, -6],
        [0, 0],
        [-30, -6],
      ],
      base,
      { role: "main" },
    ),
  );
  const bi = fig.length - 1;
  fig.push(
    shape(
      [
        [-34, -110],
        [34, -110],
        [40, -50],
        [0, -14],
        [-40, -50],
      ],
      lighten(base, 0.3),
      { role: "mark", clip: bi },
    ),
  );
  for (let r = 0; r < 4; r++)
    for (let i = -1; i <= 1; i++) {
      const x = i * 16 + (r % 2) * 8 - 4;
      const y = -96 + r * 18;
      fig.push(
        line(
          [
            [x - 5, y - 3],
            [x, y + 2],
            [x + 5, y - 3],
          ],
          darken(base, 0.35),
          2,
          { taper: false, clip: bi },
        ),
      );
    }
  for (const side of [-1, 1]) {
    fig.push(
      shape(
        [
          [side * 58, -120],
          [side * 66, -70],
          [side * 52, -20],
          [side * 36, -40],
          [side * 40, -100],
        ],
        darken(base, 0.25),
        { role: "detail" },
      ),
    );
    fig.push(ell(side * 22, -140, 25, 24, face, { role: "detail", noOutline: true }));
  }
  for (const side of [-1, 1]) {
    fig.push(ell(side * 22, -140, 13, 13, iris, { role: "eye" }));
    fig.push(ell(side * 22, -140, 7, 7, "#100c0a", { role: "eye", noOutline: true }));
    fig.push(ell(side * 22 - 3, -144, 2.5, 2.5, "#fff", { role: "hi" }));
  }
  fig.push(
    shape(
      [
        [-6, -128],
        [6, -128],
        [0, -112],
      ],
      "#3a2c22",
      { tension: 0.4 },
    ),
  );
  for (const x of [-16, 16])
    fig.push(
      line(
        [
          [x - 6, -4],
          [x, 4],
        ],
        "#d99a3a",
        3,
        { taper: false },
      ),
      line(
        [
          [x + 6, -4],
          [x, 4],
        ],
        "#d99a3a",
        3,
        { taper: false },
      ),
    );
  return fig;
}

export function fox(rng: Rng): Figure {
  const fig: Figure = [];
  const base = rng.pick(["#d4682a", "#c65a24", "#e07b36"]);
  const white = "#f6efe4";
  const dark = "#2a1d18";
  const tailSide = rng.sign();
  fig.push(
    shape(
      [
        [tailSide * 30, -10],
        [tailSide * 80, -30],
        [tailSide * 130, -20],
        [tailSide * 140, 0],
        [tailSide * 90, 4],
        [tailSide * 40, 4],
      ],
      base,
      { role: "main" },
    ),
  );
  const ti = fig.length - 1;
  fig.push(
    shape(
      [
        [tailSide * 110, -40],
        [tailSide * 160, -20],
        [tailSide * 150, 10],
        [tailSide * 110, 10],
      ],
      white,
      { role: "mark", clip: ti },
    ),
  );
  fig.push(
    shape(
      [
        [0, -124],
        [30, -116],
        [50, -80],
        [60, -30],
        [50, 0],
        [0, 2],
        [-50, 0],
        [-60, -30],
        [-50, -80],
        [-30, -116],
      ],
      base,
      { role: "main" },
    ),
  );
  const bi = fig.length - 1;
  fig.push(
    shape(
      [
        [-22, -124],
        [22, -124],
        [26, -80],
        [12, -30],
        [0, -20],
        [-12, -30],
        [-26, -80],
      ],
      white,
      { role: "mark", clip: bi },
    ),
  );
  for (const side of [-1, 1]) {
    fig.push(
      shape(
        [
          [side * 6, -80],
          [side * 22, -80],
          [side * 24, -4],
          [side * 28, 1],
          [side * 10, 2],
          [side * 6, -4],
        ],
        base,
        { role: "detail" },
      ),
    );
    fig.push(
      shape(
        [
          [side * 5, -40],
          [side * 24, -40],
          [side * 28, 1],
          [side * 5, 2],
        ],
        dark,
        { role: "mark", clip: fig.length - 1 },
      ),
    );
  }
  const head: Part[] = [];
  for (const side of [-1, 1]) {
    head.push(
      shape(
        [
          [side * 14, -30],
          [side * 44, -76],
          [side * 52, -14],
        ],
        base,
        { tension: 0.35 },
      ),
    );
    head.push(
      shape(
        [
          [side * 22, -30],
          [side * 42, -64],
          [side * 45, -20],
        ],
        dark,
        { tension: 0.35, noOutline: true },
      ),
    );
  }
  head.push(
    shape(
      [
        [0, -40],
        [34, -34],
        [56, -8],
        [40, 10],
        [16, 28],
        [0, 44],
        [-16, 28],
        [-40, 10],
        [-56, -8],
        [-34, -34],
      ],
      base,
      { role: "main" },
    ),
  );
  const hh = head.length - 1;
  head.push(
    shape(
      [
        [-60, 0],
        [-20, 4],
        [0, 20],
        [20, 4],
        [60, 0],
        [30, 40],
        [0, 50],
        [-30, 40],
      ],
      white,
      { role: "mark", clip: hh },
    ),
  );
  for (const side of [-1, 1]) {
    head.push(
      shape(
        [
          [side * 26, -8],
          [side * 12, -14],
          [side * 8, -6],
          [side * 22, -4],
        ],
        "#2b1d12",
        { role: "eye", tension: 0.6 },
      ),
    );
    head.push(ell(side * 15, -10, 1.2, 1.2, "#fff", { role: "hi" }));
  }
  head.push(ell(0, 40, 6, 4.5, dark));
  append(fig, moveParts(head, 0, -150, 1, rng.range(-0.15, 0.15)));
  return fig;
}

export function deer(rng: Rng): Figure {
  const fig: Figure = [];
  const base = rng.pick(["#a06a3e", "#8e5e38", "#b7804f"]);
  const stag = rng.chance(0.6);
  const fawn = !stag && rng.chance(0.4);
  const far = darken(base, 0.2);
  const leg = (x0: number, x1: number, col: string): Part => {
    const back = x0 < 0;
    const k = back ? -10 : 2;
    return shape(
      [
        [x0 - (back ? 16 : 10), -104],
        [x0 + (back ? 14 : 10), -104],
        [x0 + k + 6, -62],
        [x1 + 3, -36],
        [x1 + 3, -4],
        [x1 + 5, 0],
        [x1 - 4, 0],
        [x1 - 3, -36],
        [x0 + k - 4, -62],
      ],
      col,
      { role: "detail", tension: 0.6 },
    );
  };
  fig.push(leg(-50, -56, far), leg(54, 58, far));
  fig.push(
    shape(
      [
        [-80, -126],
        [-30, -140],
        [30, -140],
        [70, -136],
        [88, -110],
        [76, -86],
        [30, -82],
        [-30, -84],
        [-76, -92],
        [-88, -110],
      ],
      base,
      { role: "main" },
    ),
  );
  const bi = fig.length - 1;
  fig.push(
    shape(
      [
        [-40, -84],
        [40, -84],
        [60, -70],
        [-40, -70],
      ],
      "#efe3d0",
      { role: "mark", clip: bi },
    ),
  );
  if (fawn)
    for (let i = 0; i < 12; i++)
      fig.push(
        ell(rng.range(-60, 50), rng.range(-132, -104), 3, 3, "#f4ece0", { role: "mark", clip: bi }),
      );
  fig.push(ell(-86, -122, 8, 12, "#f4ece0", { role: "detail" }));
  fig.push(leg(-66, -70, base), leg(40, 38, base));
  fig.push(
    shape(
      [
        [52, -130],
        [66, -196],
        [90, -204],
        [96, -180],
        [84, -110],
      ],
      base,
      { role: "detail", noOutline: true },
    ),
  );
  const head: Part[] = [];
  if (stag) {
    const ant = "#d9c8a8";
    for (const side of [-1, 1]) {
      const bx = side * 6;
      head.push(
        line(
          [
            [bx, -14],
            [bx - 12 + side * 4, -46],
            [bx - 20, -76],
          ],
          ant,
          4,
        ),
      );
      head.push(
        line(
          [
            [bx - 6, -34],
            [bx + side * 14, -52],
          ],
          ant,
          3,
        ),
      );
      head.push(
        line(
          [
            [bx - 14, -56],
            [bx + side * 6, -72],
          ],
          ant,
          3,
        ),
      );
    }
  }
  head.push(
    shape(
      [
        [-14, -12],
        [-30, -28],
        [-20, -36],
        [-4, -20],
      ],
      base,
      { tension: 0.6 },
    ),
  );
  head.push(
    shape(
      [
        [-14, -16],
        [8, -20],
        [26, -10],
        [44, 4],
        [46, 14],
        [30, 16],
        [4, 12],
        [-12, 4],
      ],
      base,
      { role: "main" },
    ),
  );
  head.push(ell(44, 8, 4.5, 4, "#1d1512"));
  head.push(
    ell(8, -6, 3.6, 3.6, "#120d0b", { role: "eye" }),
    ell(7, -7.4, 1.1, 1.1, "#fff", { role: "hi" }),
  );
  append(fig, moveParts(head, 86, -206, 1, rng.range(-0.1, 0.2)));
  return fig;
}

export function heron(rng: Rng): Figure {
  const fig: Figure = [];
  const grey = rng.pick(["#8d96a0", "#9aa3a8", "#7f8a94"]);
  const legs = "#7a6a48";
  fig.push(
    line(
      [
        [-4, -110],
        [-6, -50],
        [-8, 0],
      ],
      legs,
      3.5,
      { taper: false },
    ),
    line(
      [
        [10, -110],
        [14, -50],
        [18, 0],
      ],
      legs,
      3.5,
      { taper: false },
    ),
  );
  fig.push(
    line(
      [
        [-20, 0],
        [-8, 0],
        [4, -2],
      ],
      legs,
      2.5,
      { taper: false },
    ),
    line(
      [
        [6, 0],
        [18, 0],
        [30, 2],
      ],
      legs,
      2.5,
      { taper: false },
    ),
  );
  fig.push(
    shape(
      [
        [-96, -92],
        [-60, -124],
        [-20, -150],
        [24, -160],
        [46, -146],
        [34, -120],
        [0, -106],
        [-50, -100],
      ],
      grey,
      { role: "main" },
    ),
  );
  fig.push(
    shape(
      [
        [-92, -94],
        [-50, -126],
        [0, -146],
        [24, -130],
        [-10, -112],
        [-56, -104],
      ],
      darken(grey, 0.28),
      { role: "detail" },
    ),
  );
  fig.push(
    line(
      [
        [36, -150],
        [52, -176],
        [38, -204],
        [46, -228],
      ],
      "#eceae4",
      13,
      { taper: false },
    ),
  );
  fig.push(
    line(
      [
        [44, -178],
        [36, -196],
      ],
      "#3a3634",
      2,
      { opacity: 0.6 },
    ),
  );
  fig.push(shape(ellipsePts(50, -232, 13, 10, 10), "#eceae4", { role: "detail" }));
  fig.push(
    shape(
      [
        [58, -238],
        [104, -230],
        [58, -226],
      ],
      "#d9a640",
      { tension: 0.2 },
    ),
  );
  fig.push(
    line(
      [
        [44, -238],
        [20, -236],
        [4, -226],
      ],
      "#2a2624",
      3,
    ),
  );
  fig.push(ell(54, -234, 2.4, 2.4, "#111", { role: "eye" }));
  return fig;
}

/** Flying bird silhouette as a single line, centred at 0,0, span ~40. */
export function flyingBird(rng: Rng): Pt[] {
  const up = rng.range(-14, -4);
  return [
    [-20, up + 6],
    [-10, up],
    [0, 0],
    [10, up],
    [20, up + 6],
  ];
}
