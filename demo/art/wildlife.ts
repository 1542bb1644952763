/** Wildlife: garden birds, owls, foxes, deer and herons. */
import { darken, lighten } from "./colour.ts";
import type { Figure, Part } from "./figure.ts";
import { ellipsePts, type Pt, pts, ptsAt } from "./geometry.ts";
import { addBody, append, ell, line, mark, moveParts, shape } from "./parts.ts";
import type { Rng } from "./random.ts";

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
    shape(pts([-30, -34, -82, -6, -76, 2, -22, -24]), darken(spec.back, 0.15), {
      role: "detail",
      tension: 0.5,
    }),
  );
  fig.push(
    line(pts([4, -14, 2, 2]), "#5d4a3a", 2.2, { taper: false }),
    line(pts([14, -14, 14, 2]), "#5d4a3a", 2.2, { taper: false }),
  );
  const body: Pt[] = pts([-34, -30, -18, -56, 14, -68, 38, -56, 46, -34, 34, -14, 8, -8, -20, -14]);
  const bi = addBody(fig, body, spec.back);
  fig.push(mark(pts([46, -60, 48, -30, 30, -10, 4, -6, 16, -36]), spec.breast, bi));
  fig.push(
    shape(pts([-34, -40, -10, -62, 22, -54, 10, -34, -24, -24]), darken(spec.back, 0.2), {
      role: "detail",
    }),
  );
  fig.push(
    line(pts([-24, -38, 0, -50]), darken(spec.back, 0.45), 2, { opacity: 0.7 }),
    line(pts([-20, -30, 4, -42]), darken(spec.back, 0.45), 2, { opacity: 0.7 }),
  );
  const hi = addBody(fig, ellipsePts(38, -70, 19, 17, 10), spec.head);
  if (spec.cheek) fig.push(ell(42, -64, 10, 8, spec.cheek, { role: "mark", clip: hi }));
  if (spec.breast !== spec.back)
    fig.push(mark(pts([40, -62, 60, -60, 56, -44, 40, -48]), spec.breast, hi));
  fig.push(shape(pts([54, -76, 54 + beakLen, -70, 54, -64]), spec.beak, { tension: 0.3 }));
  fig.push(
    ell(45, -74, 3.5, 3.5, "#0e0b0a", { role: "eye" }),
    ell(44, -75.3, 1.1, 1.1, "#fff", { role: "hi" }),
  );
  fig.push(line(pts([-90, 4, -20, 0, 40, 3, 100, -4]), branchCol, 9, { taper: true }));
  fig.push(line(pts([50, 1, 70, -18, 76, -34]), branchCol, 4));
  fig.push(ell(80, -38, 9, 5, "#7b9a54", { role: "detail" }, -0.8));
  return fig;
}

export function owl(rng: Rng): Figure {
  const fig: Figure = [];
  const base = rng.pick(["#8b6a48", "#a98a6a", "#d9d2c7", "#6d5a4a"]);
  const face = lighten(base, 0.45);
  const iris = rng.pick(["#f2b134", "#f07c1e", "#e9d24a"]);
  fig.push(line(pts([-110, 4, 0, 0, 110, 6]), "#4a3628", 12));
  for (const side of [-1, 1])
    fig.push(shape(ptsAt(0, 0, side, 1, [10, -176, 44, -204, 46, -160]), base, { tension: 0.5 }));
  const bi = addBody(
    fig,
    pts([
      -56, -40, -62, -100, -46, -160, 0, -182, 46, -160, 62, -100, 56, -40, 30, -6, 0, 0, -30, -6,
    ]),
    base,
  );
  fig.push(mark(pts([-34, -110, 34, -110, 40, -50, 0, -14, -40, -50]), lighten(base, 0.3), bi));
  for (let r = 0; r < 4; r++)
    for (let i = -1; i <= 1; i++) {
      const x = i * 16 + (r % 2) * 8 - 4;
      const y = -96 + r * 18;
      fig.push(
        line(ptsAt(x, y, 1, 1, [-5, -3, 0, 2, 5, -3]), darken(base, 0.35), 2, {
          taper: false,
          clip: bi,
        }),
      );
    }
  for (const side of [-1, 1]) {
    fig.push(
      shape(
        ptsAt(0, 0, side, 1, [58, -120, 66, -70, 52, -20, 36, -40, 40, -100]),
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
  fig.push(shape(pts([-6, -128, 6, -128, 0, -112]), "#3a2c22", { tension: 0.4 }));
  for (const x of [-16, 16])
    fig.push(
      line(ptsAt(x, 0, 1, 1, [-6, -4, 0, 4]), "#d99a3a", 3, { taper: false }),
      line(ptsAt(x, 0, 1, 1, [6, -4, 0, 4]), "#d99a3a", 3, { taper: false }),
    );
  return fig;
}

export function fox(rng: Rng): Figure {
  const fig: Figure = [];
  const base = rng.pick(["#d4682a", "#c65a24", "#e07b36"]);
  const white = "#f6efe4";
  const dark = "#2a1d18";
  const tailSide = rng.sign();
  const ti = addBody(
    fig,
    ptsAt(0, 0, tailSide, 1, [30, -10, 80, -30, 130, -20, 140, 0, 90, 4, 40, 4]),
    base,
  );
  fig.push(mark(ptsAt(0, 0, tailSide, 1, [110, -40, 160, -20, 150, 10, 110, 10]), white, ti));
  const bi = addBody(
    fig,
    pts([0, -124, 30, -116, 50, -80, 60, -30, 50, 0, 0, 2, -50, 0, -60, -30, -50, -80, -30, -116]),
    base,
  );
  fig.push(
    mark(pts([-22, -124, 22, -124, 26, -80, 12, -30, 0, -20, -12, -30, -26, -80]), white, bi),
  );
  for (const side of [-1, 1]) {
    fig.push(
      shape(ptsAt(0, 0, side, 1, [6, -80, 22, -80, 24, -4, 28, 1, 10, 2, 6, -4]), base, {
        role: "detail",
      }),
    );
    fig.push(mark(ptsAt(0, 0, side, 1, [5, -40, 24, -40, 28, 1, 5, 2]), dark, fig.length - 1));
  }
  const head: Part[] = [];
  for (const side of [-1, 1]) {
    head.push(shape(ptsAt(0, 0, side, 1, [14, -30, 44, -76, 52, -14]), base, { tension: 0.35 }));
    head.push(
      shape(ptsAt(0, 0, side, 1, [22, -30, 42, -64, 45, -20]), dark, {
        tension: 0.35,
        noOutline: true,
      }),
    );
  }
  const hh = addBody(
    head,
    pts([0, -40, 34, -34, 56, -8, 40, 10, 16, 28, 0, 44, -16, 28, -40, 10, -56, -8, -34, -34]),
    base,
  );
  head.push(mark(pts([-60, 0, -20, 4, 0, 20, 20, 4, 60, 0, 30, 40, 0, 50, -30, 40]), white, hh));
  for (const side of [-1, 1]) {
    head.push(
      shape(ptsAt(0, 0, side, 1, [26, -8, 12, -14, 8, -6, 22, -4]), "#2b1d12", {
        role: "eye",
        tension: 0.6,
      }),
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
  const bi = addBody(
    fig,
    pts([
      -80, -126, -30, -140, 30, -140, 70, -136, 88, -110, 76, -86, 30, -82, -30, -84, -76, -92, -88,
      -110,
    ]),
    base,
  );
  fig.push(mark(pts([-40, -84, 40, -84, 60, -70, -40, -70]), "#efe3d0", bi));
  if (fawn)
    for (let i = 0; i < 12; i++)
      fig.push(
        ell(rng.range(-60, 50), rng.range(-132, -104), 3, 3, "#f4ece0", { role: "mark", clip: bi }),
      );
  fig.push(ell(-86, -122, 8, 12, "#f4ece0", { role: "detail" }));
  fig.push(leg(-66, -70, base), leg(40, 38, base));
  fig.push(
    shape(pts([52, -130, 66, -196, 90, -204, 96, -180, 84, -110]), base, {
      role: "detail",
      noOutline: true,
    }),
  );
  const head: Part[] = [];
  if (stag) {
    const ant = "#d9c8a8";
    for (const side of [-1, 1]) {
      const bx = side * 6;
      head.push(line(pts([bx, -14, bx - 12 + side * 4, -46, bx - 20, -76]), ant, 4));
      head.push(line(pts([bx - 6, -34, bx + side * 14, -52]), ant, 3));
      head.push(line(pts([bx - 14, -56, bx + side * 6, -72]), ant, 3));
    }
  }
  head.push(shape(pts([-14, -12, -30, -28, -20, -36, -4, -20]), base, { tension: 0.6 }));
  head.push(
    shape(pts([-14, -16, 8, -20, 26, -10, 44, 4, 46, 14, 30, 16, 4, 12, -12, 4]), base, {
      role: "main",
    }),
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
    line(pts([-4, -110, -6, -50, -8, 0]), legs, 3.5, { taper: false }),
    line(pts([10, -110, 14, -50, 18, 0]), legs, 3.5, { taper: false }),
  );
  fig.push(
    line(pts([-20, 0, -8, 0, 4, -2]), legs, 2.5, { taper: false }),
    line(pts([6, 0, 18, 0, 30, 2]), legs, 2.5, { taper: false }),
  );
  fig.push(
    shape(
      pts([-96, -92, -60, -124, -20, -150, 24, -160, 46, -146, 34, -120, 0, -106, -50, -100]),
      grey,
      { role: "main" },
    ),
  );
  fig.push(
    shape(pts([-92, -94, -50, -126, 0, -146, 24, -130, -10, -112, -56, -104]), darken(grey, 0.28), {
      role: "detail",
    }),
  );
  fig.push(line(pts([36, -150, 52, -176, 38, -204, 46, -228]), "#eceae4", 13, { taper: false }));
  fig.push(line(pts([44, -178, 36, -196]), "#3a3634", 2, { opacity: 0.6 }));
  fig.push(shape(ellipsePts(50, -232, 13, 10, 10), "#eceae4", { role: "detail" }));
  fig.push(shape(pts([58, -238, 104, -230, 58, -226]), "#d9a640", { tension: 0.2 }));
  fig.push(line(pts([44, -238, 20, -236, 4, -226]), "#2a2624", 3));
  fig.push(ell(54, -234, 2.4, 2.4, "#111", { role: "eye" }));
  return fig;
}

/** Flying bird silhouette as a single line, centred at 0,0, span ~40. */
export function flyingBird(rng: Rng): Pt[] {
  const up = rng.range(-14, -4);
  return pts([-20, up + 6, -10, up, 0, 0, 10, up, 20, up + 6]);
}
