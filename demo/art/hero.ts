/** Wide painterly banners for the home page: a landscape with an animal, quiet on one side. */
import { cat } from "./cats.ts";
import { darken, lighten } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { drawFigure, figBox, finish, mediumStyle, placeFigure, shadow } from "./compose.ts";
import { dog } from "./dogs.ts";
import type { Figure } from "./figure.ts";
import { pickPalette } from "./palettes.ts";
import { CAT_COATS, DOG_COATS } from "./pets.ts";
import { flower } from "./scene.ts";
import { small } from "./small.ts";
import { stage } from "./stage.ts";
import { el } from "./svg.ts";
import { bird, deer, fox, owl } from "./wildlife.ts";

export function hero(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = rng.pick(["oil", "gouache", "watercolour"] as const);
  const style = mediumStyle(rng, medium, pal);
  const scene = rng.pick([
    "fox",
    "deer",
    "cat-night",
    "dog",
    "birds",
    "hedgehog",
    "owl",
    "cat",
  ] as const);
  const setting =
    scene === "cat-night" || scene === "owl" ? "night" : scene === "cat" ? "interior" : "outdoor";
  const st = stage(ctx, pal, setting, medium);
  let out = st.markup;
  const right = rng.chance(0.6);
  const figs: Figure[] = [];
  if (scene === "fox") figs.push(fox(rng));
  else if (scene === "deer") figs.push(deer(rng));
  else if (scene === "cat-night" || scene === "cat")
    figs.push(cat(rng, rng.pick(CAT_COATS), rng.pick(["sit", "loaf", "walk", "curl"] as const)));
  else if (scene === "dog")
    figs.push(dog(rng, rng.pick(DOG_COATS), rng.pick(["stand", "sit", "lie"] as const)));
  else if (scene === "birds")
    figs.push(
      bird(rng, undefined, darken(pal.dark, 0.1)),
      bird(rng, undefined, darken(pal.dark, 0.1)),
    );
  else if (scene === "hedgehog")
    figs.push(small(rng, rng.pick(["hedgehog", "rabbit", "mouse"] as const)));
  else figs.push(owl(rng));
  const n = figs.length;
  figs.forEach((fig, i) => {
    const b = figBox(fig);
    const aspect = (b.x1 - b.x0) / (b.y1 - b.y0);
    const bh = H * (scene === "hedgehog" ? 0.42 : 0.66) * (i > 0 ? 0.8 : 1);
    const bw = Math.min(W * 0.45, bh * aspect);
    const x = right ? W * 0.9 - bw - i * W * 0.22 : W * 0.1 + i * W * 0.22;
    const ground = st.ground + i * H * 0.03;
    const pl = placeFigure(fig, x, ground - bh, bw, bh, rng.chance(0.5));
    out += shadow(ctx, x + bw / 2, ground, bw * 0.45, H * 0.03, pal.dark, 0.3);
    out += drawFigure(ctx, fig, style, pl);
    void n;
  });
  // foreground flowers on the near side for depth
  if (setting === "outdoor") {
    for (let i = 0; i < 8; i++) {
      const x = right ? rng.range(0, W * 0.45) : rng.range(W * 0.55, W);
      const y = rng.range(H * 0.86, H * 0.99);
      out += flower(
        rng,
        x,
        y,
        rng.range(10, 20),
        rng.pick([pal.accent, pal.light, lighten(pal.accent2, 0.2)]),
        pal.dark,
      );
    }
  }
  out += finish(ctx, medium);
  // gentle darkening on the quiet side so overlaid text stays readable
  out += el("rect", { width: W, height: H, fill: ctx.doc.sideLight("#000", 0.18, 0.5, right) });
  return out;
}
