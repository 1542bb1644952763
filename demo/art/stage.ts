/** The setting of a painting: background, floor or land, and the ground line figures stand on. */
import { darken, lighten, mix } from "./colour.ts";
import type { Ctx, Medium } from "./compose.ts";
import { brushPath } from "./geometry.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { birdsInSky, flower, grassTufts, hill, sky, tree } from "./scene.ts";
import { el, ellipse, f, rect } from "./svg.ts";
import { strokeField, wallpaper, washBackground } from "./textures.ts";

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
      m += rect(wx, wy, ww, wh, mix(pal.light, pal.accent2, 0.25));
      m += rect(wx, wy + wh * 0.55, ww, wh * 0.45, mix(pal.mid, pal.light, 0.4), {
        "fill-opacity": 0.6,
      });
      m += el("path", {
        d: `M${f(wx + ww / 2)} ${f(wy)}v${f(wh)}M${f(wx)} ${f(wy + wh / 2)}h${f(ww)}`,
        stroke: pal.light,
        "stroke-width": 8,
      });
      m += rect(wx, wy, ww, wh, "none", {
        stroke: mix(pal.light, pal.dark, 0.15),
        "stroke-width": 12,
      });
      m += rect(wx - 14, wy + wh, ww + 28, 14, mix(pal.light, pal.dark, 0.2));
    }
    const floor = rng.pick([pal.mid, mix(pal.accent, pal.dark, 0.4), "#9a6b44", "#b98b5e"]);
    m += rect(0, ground - H * 0.06, W, H - ground + H * 0.06, floor);
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
      m += ellipse(W * rng.range(0.4, 0.6), ground + H * 0.02, W * 0.42, H * 0.07, rc, {
        "fill-opacity": 0.85,
      });
      m += ellipse(W * 0.5, ground + H * 0.02, W * 0.36, H * 0.05, "none", {
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

export function pickMedium(rng: Rng): Medium {
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

export function pickSetting(rng: Rng, medium: Medium): Setting {
  if (medium === "watercolour" || medium === "ink")
    return rng.pick(["paper", "paper", "wash", "outdoor"] as const);
  return rng.pick(["interior", "outdoor", "wash", "night", "pattern", "wash"] as const);
}
