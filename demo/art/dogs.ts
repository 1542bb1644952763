/** Dogs: a front-facing and a profile head, and the whole dog sitting, standing or lying. */
import { darken, lighten, mix } from "./colour.ts";
import type { Figure, Part } from "./figure.ts";
import { ellipsePts, frame, type Pt, pts, ptsAt } from "./geometry.ts";
import { addBody, append, ell, legPts, line, mark, mirrored, moveParts, shape } from "./parts.ts";
import { type Coat, frontLegs, haunches, tanOf } from "./pets.ts";
import type { Rng } from "./random.ts";

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
      p.push(shape(ptsAt(0, 0, side, 1, [14, -40, 44, -96, 52, -18]), c.base, { tension: 0.5 }));
      p.push(
        shape(ptsAt(0, 0, side, 1, [22, -38, 42, -82, 44, -26]), mix(c.pink, "#d9a09a", 0.7), {
          tension: 0.5,
          noOutline: true,
        }),
      );
    }
  }
  const head: Pt[] = pts([
    0, -48, 30, -44, 48, -22, 50, 6, 40, 30, 20, 44, 0, 48, -20, 44, -40, 30, -50, 6, -48, -22, -30,
    -44,
  ]);
  const hi = addBody(p, head, c.base);
  if (c.pattern === "bib" || c.pattern === "saddle") {
    const col = c.pattern === "saddle" ? (c.extra ?? c.light) : c.light;
    p.push(
      mark(pts([-6, -50, 6, -50, 12, -10, 34, 20, 30, 50, -30, 50, -34, 20, -12, -10]), col, hi),
    );
  }
  if (c.pattern === "spots" || o.patch) {
    p.push(
      mark(
        ellipsePts(-20, -10, 20, 18, 8).map(([x, y]) => [x + (y > -10 ? 2 : -2), y] as Pt),
        c.extra ?? c.dark,
        hi,
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
    p.push(shape(pts([-9, 32, 9, 32, 10, 48, 0, 54, -10, 48]), "#e27d8a", { role: "detail" }));
  p.push(line(pts([0, 18, 0, 28]), "#2a211d", 2, { taper: false }));
  p.push(line(pts([0, 28, -6, 33, -14, 32]), "#2a211d", 2, { taper: false }));
  p.push(line(pts([0, 28, 6, 33, 14, 32]), "#2a211d", 2, { taper: false }));
  p.push(
    shape(pts([-11, 7, 11, 7, 8, 15, 0, 19, -8, 15]), "#1f1917", { role: "detail", tension: 0.8 }),
  );
  p.push(ell(-3, 9, 3, 1.6, "#6d6361", { role: "hi" }));
  if (o.ears === "floppy") {
    for (const side of [-1, 1]) {
      p.push(
        shape(
          ptsAt(0, 0, side, 1, [34, -42, 58, -36, 66, 0, 60, 36, 48, 40, 42, 10, 38, -16]),
          earCol,
          { role: "detail", tension: 0.9 },
        ),
      );
    }
  } else if (o.ears === "folded") {
    for (const side of [-1, 1]) {
      p.push(
        shape(ptsAt(0, 0, side, 1, [18, -46, 58, -52, 50, -30, 38, -14, 30, -30]), earCol, {
          role: "detail",
          tension: 0.6,
        }),
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
    p.push(shape(pts([-14, -24, -6, -66, 10, -26]), c.base, { tension: 0.4 }));
  const hi = addBody(
    p,
    [
      ...pts([-30, -6, -24, -28, 0, -36, 22, -26, 34, -14]),
      ...ptsAt(0, 0, sn, 1, [64, -8, 72, 4, 66, 16]),
      ...pts([30, 20, 0, 24, -24, 16]),
    ],
    c.base,
  );
  if (c.pattern !== "none")
    p.push(mark([[20, 6], ...ptsAt(0, 0, sn, 1, [70, 6, 70, 24]), [20, 24]], tanOf(c), hi));
  p.push(ell(66 * sn, -4, 8, 6.5, "#1f1917"));
  p.push(ell(12, -16, 4.5, 4.5, "#23180f", { role: "eye" }));
  p.push(ell(11, -17.5, 1.4, 1.4, "#ffffff", { role: "hi" }));
  p.push(line([[62 * sn, 12], ...pts([44, 14, 30, 10])], "#2a211d", 1.8, { taper: false }));
  if (o.tongue) p.push(shape(pts([38, 14, 50, 14, 48, 32, 40, 34]), "#e27d8a"));
  if (o.ears === "floppy")
    p.push(
      shape(pts([-20, -30, -2, -30, -4, 0, -14, 22, -26, 14, -26, -10]), earCol, {
        role: "detail",
      }),
    );
  if (o.ears === "folded")
    p.push(shape(pts([-18, -30, 8, -40, 14, -22, -4, -18]), earCol, { role: "detail" }));
  return p;
}

export function dog(rng: Rng, c: Coat, pose: DogPose, o: DogOpts = dogOpts(rng), hs = 1): Figure {
  const fig: Figure = [];
  const body = (outline: Pt[]) => addBody(fig, outline, c.base);
  const head = (x: number, y: number, s: number, rot: number) =>
    append(fig, moveParts(dogHead(c, o), x, y - (hs - 1) * 30, s * hs, rot));
  const tan = tanOf(c);
  const legCol = c.pattern === "saddle" || c.pattern === "bib" ? tan : c.base;
  const spots = (clip: number, x0: number, x1: number, y0: number, y1: number) => {
    if (c.pattern !== "spots") return;
    const big = c.extra !== c.dark;
    const n = big ? 3 : 9;
    for (let i = 0; i < n; i++) {
      const r = big ? rng.range(18, 30) : rng.range(4, 8);
      fig.push(
        mark(
          ellipsePts(rng.range(x0, x1), rng.range(y0, y1), r, r * rng.range(0.7, 1), 7),
          c.extra ?? c.dark,
          clip,
        ),
      );
    }
  };
  if (pose === "sit") {
    const bw = rng.range(0.95, 1.2);
    fig.push(line([[50 * bw, -16], ...pts([84, -24, 100, -50])], c.base, 12));
    const bi = body(
      mirrored([
        ...pts([0, -120, 32, -114]),
        ...ptsAt(0, 0, bw, 1, [54, -80, 66, -34, 66, -6]),
        ...pts([44, 0, 0, 2]),
      ]),
    );
    spots(bi, -60, 60, -100, -10);
    if (c.pattern === "saddle")
      fig.push(
        mark(
          pts([-70, -100, -40, -120, 40, -120, 70, -100, 70, -40, 40, -60, -40, -60, -70, -40]),
          c.base,
          bi,
        ),
      );
    if (c.pattern === "saddle" || c.pattern === "bib")
      fig.push(
        mark(pts([-26, -120, 26, -120, 32, -70, 20, -20, 0, -10, -20, -20, -32, -70]), tan, bi),
      );
    fig.push(...haunches(46, -28, bw, 28, mix(c.base, c.dark, 0.15)));
    fig.push(...frontLegs([6, -90, 28, -88, 30, -20, 34, -2, 18, 1, 6, -2, 8, -24], legCol));
    head(0, -162, 1, rng.range(-0.18, 0.18));
    return fig;
  }
  if (pose === "stand") {
    const long = rng.range(0.9, 1.35);
    const stretched = frame(0, 0, long, 1);
    const tailUp = rng.chance(0.6);
    const tail = tailUp ? [-78, -118, -100, -140, -108, -170] : [-78, -112, -98, -96, -110, -70];
    fig.push(line(stretched(tail), c.base, 11));
    const farCol = darken(c.base, 0.2);
    const leg = (x: number, dx: number, col: string) =>
      shape(
        legPts(x, -100, dx, [-12, 12], [9, -40, 0, 8, -6, 1, 14, 0, 1, -8, 0, 1, -8, -40, 0.5]),
        col,
        {
          role: "detail",
          tension: 0.7,
        },
      );
    const sw = rng.range(-10, 10);
    fig.push(leg(-58 * long, -sw, farCol), leg(54 * long, sw, farCol));
    const bi = body(
      stretched([
        -82, -112, -40, -124, 20, -122, 70, -130, 92, -110, 80, -80, 40, -70, 0, -72, -50, -72, -86,
        -86,
      ]),
    );
    spots(bi, -80 * long, 80 * long, -125, -75);
    if (c.pattern === "saddle") {
      fig.push(mark(stretched([-90, -90, -80, -130, 60, -140, 60, -100, -50, -96]), c.base, bi));
      fig.push(
        mark(
          stretched([-90, -60, -90, -90, -40, -82, 40, -82, 100, -90, 100, -60]),
          c.extra ?? c.light,
          bi,
        ),
      );
    }
    if (c.pattern === "bib")
      fig.push(mark(stretched([50, -96, 100, -120, 100, -60, 30, -66]), c.light, bi));
    const nearCol = c.pattern === "saddle" ? tan : c.base;
    fig.push(leg(-72 * long, sw, nearCol), leg(40 * long, -sw, nearCol));
    // neck + head
    fig.push(
      shape(stretched([56, -124, 80, -160, 104, -150, 96, -108]), c.base, {
        role: "detail",
        noOutline: true,
      }),
    );
    append(fig, moveParts(dogProfileHead(c, o), 92 * long, -166, 1, rng.range(-0.2, 0.1)));
    return fig;
  }
  // lie
  fig.push(line(pts([-90, -14, -120, -8, -140, -18]), c.base, 11));
  const bi = body(
    pts([-96, -10, -96, -50, -50, -76, 20, -78, 70, -64, 92, -30, 86, -2, 0, 2, -80, 2]),
  );
  spots(bi, -90, 80, -70, -10);
  if (c.pattern === "saddle")
    fig.push(mark(pts([-100, -40, -60, -90, 50, -90, 60, -50, -40, -44]), c.base, bi));
  if (c.pattern === "bib" || c.pattern === "saddle")
    fig.push(mark(pts([30, -60, 100, -60, 100, 4, 20, 4]), tan, bi));
  for (const leg of [
    [40, -16, 118, -14, 124, 0, 40, 2],
    [60, -24, 138, -22, 144, -6, 60, -6],
  ])
    fig.push(shape(pts(leg), legCol, { role: "detail", tension: 0.6 }));
  head(68, -96, 0.9, rng.range(-0.2, 0.2));
  return fig;
}
