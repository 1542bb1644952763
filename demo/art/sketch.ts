/** Pencil / ink sketches on off-white paper, sometimes a sketchbook page of several studies. */
import { cat } from "./cats.ts";
import { mix } from "./colour.ts";
import { type Ctx, drawFigure, figBox, placeFigure } from "./compose.ts";
import { dog } from "./dogs.ts";
import { defaultStyle, type Figure, type Style } from "./figure.ts";
import { PALETTES } from "./palettes.ts";
import { bust, personLook } from "./people.ts";
import { CAT_COATS, DOG_COATS } from "./pets.ts";
import type { Rng } from "./random.ts";
import { small } from "./small.ts";
import { el, ellipse, f } from "./svg.ts";
import { grain } from "./textures.ts";
import { bird, fox, owl } from "./wildlife.ts";

function subject(rng: Rng, kind: string): Figure {
  switch (kind) {
    case "cat":
      return cat(
        rng,
        rng.pick(CAT_COATS),
        rng.pick(["sit", "walk", "loaf", "curl", "stretch"] as const),
      );
    case "dog":
      return dog(rng, rng.pick(DOG_COATS), rng.pick(["sit", "stand", "lie"] as const));
    case "small":
      return small(rng, rng.pick(["rat", "mouse", "hedgehog", "rabbit"] as const));
    case "bird":
      return bird(rng);
    case "owl":
      return owl(rng);
    case "fox":
      return fox(rng);
    default:
      return bust(
        rng,
        { ...personLook(rng, PALETTES[0]!), faceless: rng.chance(0.3) },
        rng.range(-1, 1),
      );
  }
}

export function sketch(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const paper = rng.pick(["#f5f1e8", "#f2ede1", "#f7f4ee", "#efe9dc", "#f4efe3"]);
  const inkMode = rng.chance(0.3);
  const style: Style = {
    ...defaultStyle("sketch"),
    ink: inkMode
      ? rng.pick(["#1f1c1a", "#2b2540", "#3a2618"])
      : rng.pick(["#4a4642", "#3b3834", "#504a44"]),
    paper,
    rough: inkMode ? 0.5 : 0.9,
    light: rng.sign(),
  };
  let out = el("rect", { width: W, height: H, fill: paper });
  // soft shading on the paper edge, like a photographed sheet
  out += el("rect", {
    width: W,
    height: H,
    fill: doc.sheen("#ffffff", 0.25, 0.6, "#8a7a60", 0.12),
  });
  const kind = rng.pick(["cat", "cat", "dog", "dog", "small", "bird", "owl", "fox", "person"]);
  const page = rng.chance(0.35);
  if (page) {
    // a study sheet: one subject, several poses
    const n = W > H ? 3 : 2;
    const m = W > H ? 1 : 2;
    const cw = W / n;
    const ch = H / m;
    let k = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++) {
        if (k++ > 0 && rng.chance(0.3)) continue;
        const fig = subject(rng, kind);
        const pl = placeFigure(
          fig,
          cw * i + cw * 0.12,
          ch * j + ch * 0.15,
          cw * 0.76,
          ch * 0.7,
          rng.chance(0.5),
        );
        out += drawFigure(ctx, fig, { ...style, rough: style.rough * rng.range(0.8, 1.3) }, pl);
      }
  } else {
    const fig = subject(rng, kind);
    const b = figBox(fig);
    const wide = (b.x1 - b.x0) / (b.y1 - b.y0) > W / H;
    const bw = W * (wide ? 0.84 : 0.7);
    const bh = H * (wide ? 0.6 : 0.72);
    const pl = placeFigure(
      fig,
      (W - bw) / 2,
      H * 0.14 + (H * 0.72 - bh) / 2,
      bw,
      bh,
      rng.chance(0.5),
    );
    if (kind === "person") pl.y = H * 0.95;
    // construction lines under the drawing
    const cx = pl.x;
    const gy = pl.y;
    out += el("path", {
      d: `M${f(W * 0.1)} ${f(gy + 4)}L${f(W * 0.9)} ${f(gy - 2)}M${f(cx - 40)} ${f(gy - bh * 0.9)}L${f(cx + 30)} ${f(gy)}`,
      stroke: style.ink,
      "stroke-width": 0.6,
      "stroke-opacity": 0.25,
      fill: "none",
    });
    // ground hatching
    let d = "";
    for (let i = 0; i < 22; i++) {
      const x = W * 0.2 + rng() * W * 0.6;
      d += `M${f(x)} ${f(gy + 2 + rng() * 8)}l${f(rng.range(14, 34))} ${f(rng.range(-2, 2))}`;
    }
    out += el("path", {
      d,
      stroke: style.ink,
      "stroke-width": 0.8,
      "stroke-opacity": 0.45,
      fill: "none",
    });
    // sometimes a light watercolour wash behind the drawing
    if (rng.chance(0.35)) {
      const wash = mix(rng.pick(["#e9b872", "#9cc3d5", "#c6d6a4", "#e4a9a0"]), paper, 0.5);
      out += ellipse(W / 2, gy - bh * 0.45, bw * 0.45, bh * 0.45, wash, { "fill-opacity": 0.5 });
    }
    out += drawFigure(ctx, fig, style, pl);
  }
  out += grain(doc, rng, W, H, "paper", 0.9);
  return out;
}
