/** Paintings and drawings of animals and of people. */
import { cat } from "./cats.ts";
import { darken } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { drawFigure, figBox, finish, mediumStyle, placeFigure, shadow } from "./compose.ts";
import { dog } from "./dogs.ts";
import type { Figure, Part, Style } from "./figure.ts";
import { pts } from "./geometry.ts";
import { petHead } from "./heads.ts";
import { type Palette, pickPalette } from "./palettes.ts";
import { append, mark, shape } from "./parts.ts";
import { bust, personLook, standing } from "./people.ts";
import { CAT_COATS, type Coat, DOG_COATS, fantasyCoat, tanOf } from "./pets.ts";
import type { Rng } from "./random.ts";
import { grassTufts } from "./scene.ts";
import { ratFront, type SmallKind, small } from "./small.ts";
import { pickMedium, pickSetting, stage } from "./stage.ts";
import { bird, deer, fox, heron, owl } from "./wildlife.ts";

function coatFor(rng: Rng, kind: "cat" | "dog", _pal: Palette): Coat {
  if (kind === "cat" && rng.chance(0.12)) return fantasyCoat(rng, rng.range(0, 360));
  return rng.pick(kind === "cat" ? CAT_COATS : DOG_COATS);
}

/** Head-and-shoulders close-up of a cat or dog. */
function portraitFigure(rng: Rng, kind: "cat" | "dog", c: Coat): Figure {
  const head = petHead(rng, kind === "cat", c);
  const shoulders: Part = shape(
    pts([-74, 140, -66, 70, -36, 24, 36, 24, 66, 70, 74, 140]),
    c.base,
    { role: "main" },
  );
  const fig: Figure = [shoulders];
  if (c.pattern === "bib" || c.pattern === "calico" || c.pattern === "saddle")
    fig.push(mark(pts([-30, 20, 30, 20, 40, 90, 0, 150, -40, 90]), tanOf(c), 0));
  append(fig, head);
  return fig;
}

export function paintAnimals(ctx: Ctx, kind: "cats" | "dogs" | "rats-others" | "wildlife"): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = pickMedium(rng);
  const style = mediumStyle(rng, medium, pal);
  let setting = pickSetting(rng, medium);
  if (kind === "wildlife" && (setting === "interior" || setting === "pattern")) setting = "outdoor";
  const st = stage(ctx, pal, setting, medium);
  let out = st.markup;
  const figures: Array<{ fig: Figure; w: number; h: number; cx: number }> = [];
  const tall = H > W * 1.05;
  const comp = rng.pick(
    tall
      ? (["centre", "off", "close"] as const)
      : (["centre", "off", "pair", "pair", "close"] as const),
  );

  const makeOne = (): Figure => {
    if (kind === "cats")
      return cat(
        rng,
        coatFor(rng, "cat", pal),
        rng.pick(
          tall
            ? (["sit", "sit", "curl"] as const)
            : (["sit", "walk", "loaf", "curl", "stretch"] as const),
        ),
      );
    if (kind === "dogs")
      return dog(
        rng,
        coatFor(rng, "dog", pal),
        rng.pick(tall ? (["sit"] as const) : (["sit", "stand", "stand", "lie"] as const)),
      );
    if (kind === "rats-others") {
      if (rng.chance(tall ? 0.45 : 0.2)) return ratFront(rng, rng.chance(0.3));
      return small(
        rng,
        rng.pick(
          tall
            ? (["rabbit", "rat", "hedgehog"] as SmallKind[])
            : (["rat", "rat", "mouse", "hedgehog", "rabbit"] as SmallKind[]),
        ),
      );
    }
    const w = rng.pick(
      tall
        ? (["owl", "fox", "heron", "bird"] as const)
        : (["bird", "owl", "fox", "deer", "deer", "heron"] as const),
    );
    if (w === "bird") return bird(rng, undefined, darken(pal.dark, 0.1));
    if (w === "owl") return owl(rng);
    if (w === "fox") return fox(rng);
    if (w === "deer") return deer(rng);
    return heron(rng);
  };

  if (comp === "close" && (kind === "cats" || kind === "dogs")) {
    const fig = portraitFigure(
      rng,
      kind === "cats" ? "cat" : "dog",
      coatFor(rng, kind === "cats" ? "cat" : "dog", pal),
    );
    const pl = placeFigure(fig, W * 0.08, H * 0.2, W * 0.84, H * 0.8 + 2);
    pl.y = H - figBox(fig).y1 * pl.s + 2;
    out += drawFigure(ctx, fig, style, pl);
  } else {
    const n = comp === "pair" ? (kind === "rats-others" ? rng.int(2, 3) : 2) : 1;
    for (let i = 0; i < n; i++) {
      const fig = makeOne();
      const b = figBox(fig);
      figures.push({ fig, w: b.x1 - b.x0, h: b.y1 - b.y0, cx: 0 });
    }
    const aspect = W / H;
    figures.forEach((item, i) => {
      const mirror = rng.chance(0.5);
      let bw: number;
      let bx: number;
      if (n === 1) {
        bw = W * (comp === "off" ? rng.range(0.6, 0.75) : rng.range(0.75, 0.92));
        bx =
          comp === "off"
            ? rng.chance(0.5)
              ? W * 0.06
              : W * 0.94 - bw
            : (W - bw) / 2 + rng.range(-0.04, 0.04) * W;
      } else {
        bw = (W * 1.05) / n;
        bx = W * -0.025 + i * bw;
      }
      const bh =
        (st.ground - H * 0.12) *
        (n > 1 && i > 0 ? rng.range(0.7, 0.95) : 1) *
        (aspect > 1.2 ? 0.95 : 0.8);
      const gy = st.ground + (n > 1 ? (i % 2) * H * 0.04 : 0);
      const pl = placeFigure(item.fig, bx, gy - bh, bw, bh, mirror);
      const b = figBox(item.fig);
      const fw = (b.x1 - b.x0) * pl.s;
      if (medium !== "pencil")
        out += shadow(ctx, bx + bw / 2, gy, fw * 0.5, H * 0.025, pal.dark, 0.3);
      out += drawFigure(ctx, item.fig, style, pl);
    });
  }
  // foreground accents for outdoor scenes
  if (setting === "outdoor" && rng.chance(0.5))
    out += grassTufts(rng, W, H * 0.93, H, darken(pal.mid, 0.4), 14);
  out += finish(ctx, medium);
  return out;
}

export function paintHumans(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = pickMedium(rng);
  const style: Style = mediumStyle(rng, medium, pal);
  const comp = rng.pick(["bust", "bust", "figure", "group"] as const);
  let out = "";
  if (comp === "bust") {
    const st = stage(ctx, pal, rng.pick(["wash", "wash", "pattern", "paper"] as const), medium);
    out += st.markup;
    const fig = bust(rng, personLook(rng, pal), rng.range(-1, 1));
    const pl = placeFigure(fig, W * 0.12, H * 0.14, W * 0.76, H * 0.86);
    pl.y = H + 2;
    out += drawFigure(ctx, fig, style, pl);
  } else {
    const st = stage(ctx, pal, rng.pick(["outdoor", "wash", "night"] as const), medium);
    out += st.markup;
    const n = comp === "group" ? rng.int(2, 4) : 1;
    for (let i = 0; i < n; i++) {
      const fig = standing(rng, personLook(rng, pal), pal);
      const bw = (W * 0.8) / n;
      const bh = (st.ground - H * 0.15) * rng.range(0.75, 0.95);
      const bx = W * 0.1 + i * bw;
      const pl = placeFigure(fig, bx, st.ground - bh + i * 4, bw, bh, rng.chance(0.5));
      out += shadow(ctx, bx + bw / 2, st.ground + i * 4, bw * 0.3, H * 0.015, pal.dark, 0.3);
      out += drawFigure(ctx, fig, style, pl);
    }
  }
  out += finish(ctx, medium);
  return out;
}
