/** Small animals: rats and mice in profile or sitting up, hedgehogs and rabbits. */
import { darken, lighten, mix } from "./colour.ts";
import type { Figure } from "./figure.ts";
import { type Pt, pts, ptsAt } from "./geometry.ts";
import { addBody, ell, line, mark, shape } from "./parts.ts";
import type { Rng } from "./random.ts";

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
      line(ptsAt(0, 0, k, 1, [-60, -10, -100, -4, -140, -22, -180, -12]), pink, mouse ? 5 : 7),
    );
    fig.push(ell(40 * k, -2, 10, 5, pink), ell(-30 * k, -2, 12, 6, pink));
    const body: Pt[] = mouse
      ? pts([-62, -6, -66, -36, -40, -62, 0, -66, 34, -52, 56, -34, 74, -16, 62, -4, 20, 0, -30, 0])
      : pts([
          -66, -6, -74, -34, -50, -60, -6, -66, 34, -52, 62, -32, 88, -14, 92, -8, 72, -3, 30, 0,
          -30, 0,
        ]);
    const bi = addBody(fig, body, fur);
    if (kind === "rat" && fur === "#efe9e0" && rng.chance(0.5))
      fig.push(mark(pts([0, -80, 100, -80, 100, 10, 10, 10, 20, -40]), "#4a3f3a", bi));
    fig.push(mark(pts([-40, -2, 40, -2, 70, -6, 30, 4, -40, 4]), lighten(fur, 0.4), bi));
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
        line(ptsAt(noseX, noseY, 1, 1, [-6, 1, 14, i * 8 - 8, 34, i * 14 - 14]), "#3a3230", 0.9, {
          opacity: 0.7,
        }),
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
    const bi = addBody(fig, dome, spine, { straight: true });
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
      shape(pts([40, -50, 70, -42, 96, -22, 106, -12, 96, -4, 60, 0, 34, -10]), face, {
        role: "detail",
      }),
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
    shape(pts([46, -120, 40, -210, 58, -222, 70, -130]), fur, { role: "detail", tension: 0.9 }),
  );
  fig.push(ell(-70, -40, 16, 14, "#f8f4ee", { role: "detail" }));
  fig.push(
    shape(
      pts([-76, -10, -80, -60, -50, -96, 0, -104, 40, -80, 54, -40, 44, -6, 0, 2, -50, 2]),
      fur,
      { role: "main" },
    ),
  );
  fig.push(ell(-40, -6, 30, 10, darken(fur, 0.1), { role: "detail" }));
  fig.push(shape(pts([20, -30, 40, -28, 46, -4, 24, -2]), fur, { role: "detail" }));
  fig.push(
    shape(pts([24, -130, 60, -140, 90, -112, 96, -88, 70, -70, 30, -76, 14, -100]), fur, {
      role: "main",
    }),
  );
  fig.push(
    shape(pts([60, -126, 62, -220, 84, -222, 82, -130]), fur, { role: "detail", tension: 0.9 }),
  );
  fig.push(
    shape(pts([66, -134, 68, -208, 78, -208, 78, -136]), inner, { noOutline: true, tension: 0.9 }),
  );
  fig.push(
    ell(70, -106, 5, 5.5, "#1a120e", { role: "eye" }),
    ell(68.5, -108, 1.6, 1.6, "#fff", { role: "hi" }),
  );
  fig.push(ell(94, -92, 3.5, 3, "#c9767c"));
  for (let i = 0; i < 2; i++)
    fig.push(
      line(pts([90, -88, 112, -94 + i * 10, 128, -98 + i * 16]), "#3a3230", 0.9, { opacity: 0.6 }),
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
  fig.push(line(ptsAt(0, 0, side, 1, [20, -4, 70, 2, 112, -18, 122, -58, 102, -80]), pink, 7));
  fig.push(
    ell(-22, -3, 13, 6, pink, { role: "detail" }),
    ell(22, -3, 13, 6, pink, { role: "detail" }),
  );
  const bi = addBody(
    fig,
    pts([0, -122, 30, -114, 48, -72, 52, -24, 36, 0, 0, 4, -36, 0, -52, -24, -48, -72, -30, -114]),
    fur,
  );
  fig.push(ell(0, -46, 28, 40, lighten(fur, 0.45), { role: "mark", clip: bi }));
  if (!mouse && fur === "#efe9e0" && rng.chance(0.6))
    fig.push(mark(pts([-60, -130, 60, -130, 60, -100, -60, -100]), "#4a3f3a", bi));
  for (const sx of [-1, 1])
    fig.push(
      ell(sx * 42, -188, er, er * 1.05, fur, { role: "detail" }),
      ell(sx * 42, -187, er * 0.62, er * 0.66, pink, { noOutline: true }),
    );
  fig.push(
    shape(
      pts([
        0, -194, 30, -186, 44, -162, 36, -138, 14, -116, 0, -108, -14, -116, -36, -138, -44, -162,
        -30, -186,
      ]),
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
        line(ptsAt(0, 0, sx, 1, [8, -118, 40, -124 + i * 8, 66, -130 + i * 14]), "#3a3230", 1, {
          opacity: 0.7,
        }),
      );
  }
  fig.push(ell(0, -111, 6, 4.5, "#d77c86"));
  fig.push(
    ell(-10, -84, 8, 6, pink, { role: "detail" }),
    ell(10, -84, 8, 6, pink, { role: "detail" }),
  );
  return fig;
}
