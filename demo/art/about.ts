/** About page: the artist's painted portrait. */
import { mix } from "./colour.ts";
import { type Ctx, drawFigure, finish, mediumStyle, placeFigure } from "./compose.ts";
import type { Figure } from "./figure.ts";
import { blobPts } from "./geometry.ts";
import { pickPalette } from "./palettes.ts";
import { shape } from "./parts.ts";
import { bust, personLook } from "./people.ts";
import { el, rect } from "./svg.ts";
import { strokeField } from "./textures.ts";
export function aboutPortrait(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = rng.pick(["oil", "gouache", "oil"] as const);
  const style = mediumStyle(rng, medium, pal);
  let out = el("rect", {
    width: W,
    height: H,
    fill: ctx.doc.fade(pal.bg[0], pal.bg[1]),
  });
  // studio hints behind: canvases on the wall, loosely painted
  for (let i = 0; i < 4; i++) {
    const w = W * rng.range(0.15, 0.3);
    const h = w * rng.range(0.7, 1.3);
    const x = rng.range(-0.05, 0.9) * W;
    const y = rng.range(0.02, 0.45) * H;
    out += rect(
      x,
      y,
      w,
      h,
      mix(rng.pick([pal.accent, pal.accent2, pal.mid, pal.light]), pal.bg[0], 0.45),
      { "fill-opacity": 0.8 },
    );
    out += rect(
      x + w * 0.1,
      y + h * 0.2,
      w * 0.8,
      h * 0.5,
      mix(rng.pick([pal.accent, pal.mid]), pal.bg[0], 0.5),
      { "fill-opacity": 0.5 },
    );
  }
  out += strokeField(rng, 0, 0, W, H, [pal.bg[0], pal.bg[1], pal.light], 26, {
    size: W * 0.07,
    opacity: [0.15, 0.35],
  });
  const look = { ...personLook(rng, pal), faceless: rng.chance(0.35) };
  if (look.hairStyle === "hat" && rng.chance(0.5)) look.hairStyle = "bun";
  look.top = rng.pick(["#d9cbb0", "#6f8a9a", "#3f4a5a", "#b5654a", "#e6dfd2", pal.accent2]);
  const fig: Figure = bust(rng, look, rng.range(-1, 1));
  // paint smudges on the smock
  for (let i = 0; i < 5; i++) {
    fig.push(
      shape(
        blobPts(
          rng,
          rng.range(-90, 90),
          rng.range(-70, -10),
          rng.range(4, 8),
          rng.range(3, 6),
          0.3,
          6,
        ),
        rng.pick([pal.accent, pal.accent2, "#e9c46a", "#2a9d8f"]),
        { role: "detail", noOutline: true },
      ),
    );
  }
  const pl = placeFigure(fig, W * 0.1, H * 0.14, W * 0.8, H * 0.86);
  pl.y = H + 4;
  out += drawFigure(ctx, fig, style, pl);
  out += finish(ctx, medium);
  return out;
}
