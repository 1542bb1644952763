/** People for the paintings: a look (skin, hair, clothes), a head-and-shoulders bust, a standing figure. */
import { darken, mix } from "./colour.ts";
import type { Figure } from "./figure.ts";
import { blobPts, frame, type Pt, pts, ptsAt } from "./geometry.ts";
import type { Palette } from "./palettes.ts";
import { addBody, line, mark, shape } from "./parts.ts";
import type { Rng } from "./random.ts";

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
  const hx = turn * 8;
  const atHead = frame(hx, 0, 1, 1);
  if (look.hairStyle === "long")
    fig.push(
      shape(
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
        shape(
          blobPts(rng, hx + Math.cos(a) * 42, -178 + Math.sin(a) * 48, 20, 20, 0.15, 7),
          look.hair,
          { role: "detail", noOutline: true },
        ),
      );
    }
  }
  const ti = addBody(
    fig,
    pts([-120, 4, -112, -50, -70, -84, -24, -92, 24, -92, 70, -84, 112, -50, 120, 4]),
    look.top,
  );
  if (rng.chance(0.5))
    fig.push(
      mark(pts([-30, -96, 30, -96, 0, -40]), mix(look.top, "#ffffff", 0.35), ti, { tension: 0.3 }),
    );
  fig.push(
    shape(pts([-15, -140, 15, -140, 17, -88, 0, -80, -17, -88]), darken(look.skin, 0.12), {
      role: "detail",
      noOutline: true,
    }),
  );
  fig.push(
    shape(
      atHead([
        0, -224, 30, -214, 38, -180, 32, -148, 14, -128, -4, -124, -22, -132, -36, -156, -38, -190,
        -28, -216,
      ]),
      look.skin,
      { role: "main", soft: true },
    ),
  );
  if (!look.faceless) {
    const ex = hx + turn * 6;
    for (const side of [-1, 1]) {
      fig.push(
        shape(blobPts(rng, ex + side * 14, -178, 3.4, 2.4, 0.05, 6), "#2a1d18", { role: "eye" }),
      );
      fig.push(
        line(ptsAt(ex, 0, side, 1, [8, -188, 14, -190, 21, -188]), darken(look.hair, 0.2), 2.2),
      );
    }
    fig.push(
      line(
        [
          [ex + 2, -174],
          [ex + 5 + turn * 3, -160],
          [ex, -157],
        ],
        darken(look.skin, 0.35),
        1.8,
        { taper: false },
      ),
    );
    fig.push(
      shape(
        ptsAt(ex, 0, 1, 1, [-9, -143, 0, -146, 9, -143, 0, -138]),
        mix(look.skin, "#b5454a", 0.45),
        { tension: 0.8 },
      ),
    );
    fig.push(
      shape(blobPts(rng, ex - 18, -156, 7, 5, 0.1, 6), "#e88a80", {
        opacity: 0.3,
        noOutline: true,
      }),
    );
    fig.push(
      shape(blobPts(rng, ex + 18, -156, 7, 5, 0.1, 6), "#e88a80", {
        opacity: 0.3,
        noOutline: true,
      }),
    );
  }
  // hair on top
  const top: Record<PersonLook["hairStyle"], Pt[]> = {
    bob: atHead([
      -42, -140, -44, -200, -20, -230, 24, -230, 46, -200, 44, -140, 32, -150, 30, -196, -10, -206,
      -32, -190, -34, -150,
    ]),
    long: atHead([-40, -170, -38, -214, 0, -234, 38, -214, 40, -170, 30, -196, -30, -196]),
    bun: atHead([-40, -180, -36, -218, 0, -232, 36, -218, 40, -180, 28, -204, -26, -206]),
    short: atHead([
      -38, -182, -36, -218, -6, -236, 30, -226, 40, -190, 32, -196, 0, -208, -30, -196,
    ]),
    curly: atHead([-40, -184, -34, -222, 0, -236, 34, -222, 40, -184, 0, -210]),
    hat: atHead([-70, -200, -38, -214, -32, -250, 32, -250, 38, -214, 70, -200, 0, -196]),
  };
  fig.push(
    shape(
      top[look.hairStyle],
      look.hairStyle === "hat" ? mix(look.top, "#3a2a22", 0.5) : look.hair,
      {
        role: "detail",
        tension: 0.8,
      },
    ),
  );
  if (look.hairStyle === "bun")
    fig.push(shape(blobPts(rng, hx + 4, -244, 18, 14, 0.1, 7), look.hair, { role: "detail" }));
  if (look.hairStyle === "hat")
    fig.push(line(atHead([-34, -216, 34, -216]), "#c9a24a", 6, { taper: false }));
  return fig;
}

/** A standing figure, ~220 tall, ground at 0. */
export function standing(rng: Rng, look: PersonLook, pal: Palette): Figure {
  const fig: Figure = [];
  const dress = rng.chance(0.5);
  const stride = rng.range(-14, 14);
  const legCol = dress ? look.skin : darken(pal.dark, 0.1);
  fig.push(
    line(
      [
        [-8, -90],
        [-10 - stride * 0.5, -45],
        [-12 - stride, 0],
      ],
      legCol,
      11,
      { taper: false },
    ),
  );
  fig.push(
    line(
      [
        [8, -90],
        [10 + stride * 0.5, -45],
        [12 + stride, 0],
      ],
      legCol,
      11,
      { taper: false },
    ),
  );
  fig.push(
    shape(
      [
        [-20 - stride, -2],
        [-2 - stride, -4],
        [-2 - stride, 4],
        [-24 - stride, 4],
      ],
      "#2a2220",
    ),
  );
  fig.push(shape(ptsAt(stride, 0, 1, 1, [2, -2, 22, -4, 24, 4, 2, 4]), "#2a2220"));
  const coat: Pt[] = dress
    ? pts([-20, -176, 20, -176, 30, -130, 46, -56, 0, -50, -46, -56, -30, -130])
    : pts([-22, -176, 22, -176, 30, -120, 28, -80, 0, -82, -28, -80, -30, -120]);
  fig.push(shape(coat, look.top, { role: "main" }));
  const armSwing = rng.range(-0.4, 0.4);
  for (const side of [-1, 1]) {
    const ax = side * 24;
    fig.push(
      line(
        [
          [ax, -170],
          [ax + side * 8 + armSwing * 30 * side, -130],
          [ax + side * 6 + armSwing * 50 * side, -96],
        ],
        darken(look.top, 0.12),
        10,
        { taper: false },
      ),
    );
  }
  fig.push(line(pts([0, -178, 0, -190]), look.skin, 10, { taper: false }));
  fig.push(shape(blobPts(rng, 0, -206, 17, 20, 0.04, 9), look.skin, { role: "detail" }));
  const h = look.hair;
  if (look.hairStyle === "hat")
    fig.push(
      shape(
        pts([-30, -216, -14, -222, -12, -240, 12, -240, 14, -222, 30, -216]),
        mix(look.top, "#2a2220", 0.5),
        { tension: 0.5 },
      ),
    );
  else if (look.hairStyle === "long")
    fig.push(
      shape(pts([-18, -220, 0, -228, 18, -220, 22, -170, 12, -180, -12, -180, -22, -170]), h, {
        tension: 0.8,
      }),
    );
  else
    fig.push(
      shape(pts([-18, -210, -14, -226, 4, -230, 18, -220, 16, -204, 0, -216]), h, { tension: 0.8 }),
    );
  if (rng.chance(0.3)) {
    // umbrella
    const uc = rng.pick([pal.accent, pal.accent2, "#2a2a2a"]);
    fig.push(line(pts([30, -110, 30, -270]), "#2a2220", 3, { taper: false }));
    fig.push(
      shape(
        pts([
          -40, -250, 0, -292, 30, -300, 60, -292, 100, -250, 80, -256, 60, -248, 30, -256, 0, -248,
          -20, -256,
        ]),
        uc,
        { tension: 0.6 },
      ),
    );
  }
  return fig;
}
