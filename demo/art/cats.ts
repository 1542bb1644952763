/** Cats: a head with its markings, and the whole cat sitting, walking, loafing, curled or stretching. */
import { darken, lighten, mix } from "./colour.ts";
import type { Figure, Part } from "./figure.ts";
import { ellipsePts, type Pt, pts, ptsAt } from "./geometry.ts";
import { addBody, append, ell, legPts, line, mark, mirrored, moveParts, shape } from "./parts.ts";
import { type Coat, frontLegs, haunches } from "./pets.ts";
import type { Rng } from "./random.ts";

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
  const head = mirrored([
    ...pts([0, -45, 26, -42, 44, -26]),
    ...ptsAt(0, 0, W, 1, [54, 2, 47, 24]),
    ...pts([25, 38, 0, 42]),
  ]);
  const headIndex = addBody(p, head, c.base);
  if (c.pattern === "points")
    p.push({ ...ell(0, 16, 30, 24, c.dark, { role: "mark", clip: headIndex }), opacity: 0.8 });
  if (c.pattern === "calico")
    p.push(
      mark(pts([-10, -46, 30, -44, 56, -10, 30, -6, 8, -20]), c.extra ?? c.dark, headIndex),
      mark(pts([-56, -20, -30, -46, -14, -30, -30, 0, -56, 6]), c.dark, headIndex),
    );
  if (c.pattern === "tortie")
    p.push(mark(pts([4, -46, 40, -40, 56, 0, 26, 10, 12, -18]), c.extra ?? c.light, headIndex));
  if (c.pattern === "bib") {
    p.push(mark(pts([-30, 44, -22, 14, -8, 6, 0, -6, 8, 6, 22, 14, 30, 44]), c.light, headIndex));
  }
  if (c.pattern === "tabby") {
    // forehead stripes, fanning out (x·1.1 at the top, x·0.8 at the brow)
    for (const x of [-12, 0, 12])
      p.push(line(ptsAt(0, 0, x, 1, [1.1, -44, 1, -30, 0.8, -22]), c.dark, 4, { opacity: 0.8 }));
    for (const side of [-1, 1]) {
      p.push(line(ptsAt(0, 0, side, 1, [54 * W, -2, 40, 0, 32, 6]), c.dark, 3, { opacity: 0.75 }));
      p.push(line(ptsAt(0, 0, side, 1, [52 * W, 10, 40, 12]), c.dark, 2.6, { opacity: 0.7 }));
    }
  }
  // muzzle
  for (const x of [-9, 9])
    p.push(ell(x, 20, 12, 9, lighten(dark, 0.25), { noOutline: true, opacity: 0.6 }));
  const lineCol = c.pattern === "none" && c.base < "#555555" ? "#0d0b0b" : darken(c.dark, 0.3);
  for (const side of [-1, 1]) {
    const ex = side * 21;
    const ey = -4;
    if (o.eyes === "open") {
      p.push(
        shape(ptsAt(ex, ey, 1, 1, [-12, 1, -3, -8, 11, -3, 3, 7]), o.iris, {
          role: "eye",
          tension: 0.9,
        }),
      );
      p.push(ell(ex + o.look * 3, ey - 0.5, 3.2, 6.8, "#15120f", { role: "eye", noOutline: true }));
      p.push(ell(ex + o.look * 3 - 2.5, ey - 3.5, 1.8, 1.8, "#ffffff", { role: "hi" }));
    } else {
      p.push(line(ptsAt(ex, ey, 1, 1, [-11, 0, 0, 4, 11, -1]), lineCol, 2.4, { taper: true }));
    }
  }
  p.push(shape(pts([-7, 11, 7, 11, 0, 18.5]), c.pink, { tension: 0.45, role: "detail" }));
  p.push(line(pts([0, 18, 0, 23, -4, 27, -9, 27]), lineCol, 1.6, { taper: false }));
  p.push(line(pts([0, 23, 4, 27, 9, 27]), lineCol, 1.6, { taper: false }));
  if (o.tongue) p.push(ell(0, 30, 4, 4, "#e07a86"));
  if (o.whiskers) {
    const wc = c.base < "#777777" ? "#efe9df" : "#3b3431";
    for (const side of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        p.push(
          line(ptsAt(0, 0, side, 1, [16, 18 + i * 4, 45, 14 + i * 9, 76, 8 + i * 14]), wc, 1.1, {
            taper: true,
            opacity: 0.85,
          }),
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
  const body = (outline: Pt[]) => addBody(fig, outline, c.base);
  const head = (x: number, y: number, s: number, rot: number, o = ho) =>
    append(fig, moveParts(catHead(c, o), x, y - (hs - 1) * 30, s * hs, rot));
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
          mark(
            ellipsePts(px, py, r * rng.range(0.35, 0.6), r * rng.range(0.3, 0.5), 7).map(
              ([x, y]) => [x + rng.range(-5, 5), y + rng.range(-5, 5)] as Pt,
            ),
            col,
            clip,
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
      ? ptsAt(0, 0, bw, 1, [48, -10, 88, -14, 100, -42, 90, -70, 96, -86])
      : [...ptsAt(0, 0, bw, 1, [40, -6, 60, 2]), ...pts([20, 8, -30, 6]), [-56 * bw, 0]];
    if (!tailPts.some(([, y]) => y > 4)) fig.push(line(curlLeft ? tailPts : tailPts, tailCol, 15));
    const bi = body(
      mirrored([
        ...pts([0, -118, 27, -112]),
        ...ptsAt(0, 0, bw, 1, [46, -82, 60, -38, 64, -8, 44, 0]),
        [0, 2],
      ]),
    );
    stripe(
      bi,
      [-1, 1].flatMap((side) => [
        ptsAt(0, 0, side, 1, [62 * bw, -60, 40, -56, 30, -46]),
        ptsAt(0, 0, side, 1, [64 * bw, -36, 44, -32, 34, -22]),
      ]),
    );
    patches(bi, rng.sign() * 30, -50, 40);
    if (c.pattern === "bib" || c.pattern === "calico")
      fig.push(
        mark(pts([-22, -118, 22, -118, 30, -70, 18, -20, 0, -8, -18, -20, -30, -70]), c.light, bi),
      );
    fig.push(...haunches(44, -30, bw, 30, mix(c.base, c.dark, 0.18), { role: "detail" }));
    const legCol = c.pattern === "bib" ? c.light : c.pattern === "points" ? c.dark : c.base;
    fig.push(
      ...frontLegs([6, -86, 24, -84, 26, -20, 28, -4, 16, 0, 5, -4, 7, -24], legCol, [13, 19]),
    );
    if (tailPts.some(([, y]) => y > 4)) fig.push(line(tailPts, tailCol, 14));
    head(0, -148, 1, rng.range(-0.12, 0.12));
    return fig;
  }

  if (pose === "walk" || pose === "stretch") {
    const stretch = pose === "stretch";
    const tail: Pt[] = stretch
      ? pts([-78, -100, -110, -140, -118, -185, -100, -205])
      : rng.chance(0.5)
        ? pts([-78, -104, -108, -130, -118, -170, -102, -196, -92, -190])
        : pts([-78, -98, -120, -100, -150, -80, -170, -70]);
    fig.push(line(tail, tailCol, 13));
    // far legs (darker)
    const farCol = darken(c.base, 0.22);
    const leg = (x: number, top: number, dx: number, col: string) =>
      shape(
        legPts(x, top, dx, [-10, 12], [8, -30, 0.5, 6, -4, 1, 10, 0, 1, -6, 0, 1, -6, -30, 0.7]),
        col,
        {
          role: "detail",
          tension: 0.7,
        },
      );
    const sw = rng.range(-14, 14);
    fig.push(leg(-50, stretch ? -110 : -90, -sw, farCol), leg(52, stretch ? -60 : -90, sw, farCol));
    const outline = stretch
      ? pts([
          -80, -120, -40, -134, 20, -100, 70, -78, 84, -58, 60, -44, 10, -58, -40, -84, -76, -94,
        ])
      : pts([
          -82, -112, -40, -124, 10, -122, 62, -126, 86, -106, 80, -80, 40, -66, -10, -64, -60, -70,
          -86, -88,
        ]);
    const bi = body(outline);
    stripe(bi, [
      pts([-50, -126, -56, -100, -52, -76]),
      pts([-28, -126, -32, -100, -28, -70]),
      pts([-6, -124, -8, -100, -4, -66]),
      pts([18, -124, 16, -98, 20, -68]),
    ]);
    patches(bi, 0, -96, 45);
    if (c.pattern === "bib")
      fig.push(mark(pts([40, -90, 90, -110, 90, -60, 20, -60]), c.light, bi));
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
    head(hx, hy, 0.82, rng.range(-0.15, 0.2));
    return fig;
  }

  if (pose === "loaf") {
    const tail: Pt[] = pts([70, -14, 40, 2, -10, 6, -50, 2]);
    const bi = body(
      pts([-96, -6, -98, -40, -70, -78, -10, -94, 50, -86, 92, -50, 100, -14, 84, 0, 0, 4, -80, 2]),
    );
    stripe(bi, [
      pts([10, -94, 18, -60, 14, -30]),
      pts([36, -90, 44, -58, 40, -28]),
      pts([60, -80, 66, -50, 62, -22]),
    ]);
    patches(bi, 30, -50, 45);
    if (c.pattern === "bib")
      fig.push(mark(pts([-100, -40, -60, -50, -40, -10, -60, 4, -100, 4]), c.light, bi));
    const pawCol = c.pattern === "bib" ? c.light : c.pattern === "points" ? c.dark : c.base;
    fig.push(
      ell(-70, -4, 17, 8, pawCol, { role: "detail" }),
      ell(-36, -3, 17, 8, pawCol, { role: "detail" }),
    );
    fig.push(line(tail, tailCol, 13));
    head(-52, -98, 0.9, rng.range(-0.15, 0.15));
    return fig;
  }

  // curl (sleeping)
  const bi = body(
    pts([-92, -20, -88, -64, -40, -100, 30, -100, 84, -70, 96, -30, 80, -2, 0, 4, -70, 2]),
  );
  stripe(bi, [
    pts([0, -100, 10, -70, 6, -40]),
    pts([26, -98, 36, -68, 30, -38]),
    pts([52, -88, 60, -60, 56, -34]),
  ]);
  patches(bi, 30, -60, 45);
  fig.push(line(pts([90, -20, 60, 0, 0, 6, -60, 0, -82, -16]), tailCol, 15));
  head(-40, -58, 0.82, -0.35, { ...ho, eyes: "closed", whiskers: true });
  return fig;
}
