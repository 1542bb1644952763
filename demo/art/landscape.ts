/** Landscapes and flowers: a vase of flowers, the sea, a meadow, lavender rows or layered hills. */
import { darken, lighten, mix } from "./colour.ts";
import { type Ctx, finish, shadow } from "./compose.ts";
import { blobPts, brushPath, frame, type Pt, smooth } from "./geometry.ts";
import { pickPalette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { birdsInSky, flower, hill, sea, sky, tree } from "./scene.ts";
import { circle, el, f, rect } from "./svg.ts";
import { strokeField, washBackground } from "./textures.ts";

export function paintLandscape(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = rng.pick(["oil", "gouache", "watercolour", "oil"] as const);
  const kind = rng.pick(["hills", "sea", "meadow", "vase", "lavender", "hills"] as const);
  let out = "";
  if (kind === "vase") {
    out += washBackground(doc, rng, W, H, pal, rng.pick(["wash", "strokes", "blobs"] as const));
    const table = H * rng.range(0.72, 0.8);
    out += rect(0, table, W, H - table, mix(pal.mid, pal.dark, 0.3));
    out += strokeField(rng, 0, table, W, H - table, [pal.mid, darken(pal.mid, 0.2)], 10, {
      angle: 0,
    });
    const vx = W * rng.range(0.4, 0.6);
    const vh = H * rng.range(0.22, 0.3);
    const vw = vh * rng.range(0.45, 0.7);
    const vc = rng.pick([pal.accent2, pal.light, pal.accent, "#3e5f8a"]);
    const inVase = frame(vx, table, vw, vh);
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
    const vase: Pt[] = inVase([
      -0.25, -1, -0.2, -0.85, -0.5, -0.45, -0.4, -0.05, 0, 0, 0.4, -0.05, 0.5, -0.45, 0.2, -0.85,
      0.25, -1,
    ]);
    out += shadow(ctx, vx + vw * 0.2, table, vw * 0.7, vh * 0.08, pal.dark, 0.35);
    out += el("path", { d: smooth(vase, true, 0.9), fill: vc });
    out += el("path", {
      d: smooth(vase, true, 0.9),
      fill: doc.sheen("#fff", 0.3, 0.4, "#000", 0.3, 0),
    });
    if (rng.chance(0.5)) {
      // fallen petals / fruit
      const fc = rng.pick([pal.accent, "#e9a23b", "#c0392b"]);
      const fx = vx + rng.sign() * vw * rng.range(0.9, 1.4);
      out += circle(fx, table + 10, vw * 0.2, fc);
      out += circle(fx - vw * 0.06, table + 4, vw * 0.06, "#fff", { "fill-opacity": 0.35 });
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
      out += rect(lx - 7, ly - 40, 14, 10, "#c0392b");
      out += rect(lx - 8, ly - 70, 16, 10, pal.night ? "#ffe58a" : "#333");
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
    out += rect(0, horizon + H * 0.05, W, H, mix(pal.mid, pal.accent2, 0.2));
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
    out += rect(0, horizon + H * 0.03, W, H, mix("#7a6a4a", pal.mid, 0.4));
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
