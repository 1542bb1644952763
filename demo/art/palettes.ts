/** Colour palettes for the paintings: two background tones, a mid tone, accents, dark and light. */
import { adjust } from "./colour.ts";
import type { Rng } from "./random.ts";

export interface Palette {
  name: string;
  /** Two background tones (top, bottom). */
  bg: [string, string];
  /** Mid tone for grounds/hills. */
  mid: string;
  accent: string;
  accent2: string;
  dark: string;
  light: string;
  night?: boolean;
}

/** A palette from its name and seven colours: top, bottom, mid, accent, accent2, dark, light. */
function palette(name: string, colours: string, night = false): Palette {
  const [top = "", bottom = "", mid = "", accent = "", accent2 = "", dark = "", light = ""] =
    colours.split(" ");
  return { name, bg: [top, bottom], mid, accent, accent2, dark, light, night };
}

export const PALETTES: Palette[] = [
  palette("ochre", "#f1d9a7 #e2b268 #c9863f #b5452b #2e5e62 #3a2a1e #fbf0da"),
  palette("coast", "#cfe3ea #88b3c6 #4f7f99 #e4643e #f2c14e #1e3446 #f3f6f2"),
  palette("sage", "#e3e6cf #b7c19a #7c8c5c #c0673a #e8c36a #2f3a26 #f6f4e8"),
  palette("night", "#1b2440 #33466e #2a3a5c #f1c65b #7fb1c9 #0d1222 #e9e4d0", true),
  palette("pastel", "#f8dfe3 #d9e7f3 #b6d2c0 #e98a9c #8cb8dc #4d4a63 #fffaf3"),
  palette("terracotta", "#f0d2b6 #d99a72 #b5603e #6f8a5a #f2c078 #4a2418 #fbeee2"),
  palette("plum", "#e8d6e6 #b78fb3 #7d4f7a #e9a23b #6fa3a0 #2f1c33 #faf3f7"),
  palette("forest", "#dfe5d6 #9fb39a #4f6e55 #d07b3c #e9d59a #1f2e24 #f2f2e8"),
  palette("sunset", "#f7c59f #e87c6f #8e5b7d #f6e27f #3d5a80 #2a1f3a #fff1e0"),
  palette("lemon", "#faf4d3 #f1d978 #86a873 #2f6f8f #e8734a #28383a #fffdf2"),
  palette("slate", "#d9dde2 #9aa5b1 #5d6b7a #d8a03c #b5543c #20262e #f4f4f2"),
  palette("dusk", "#2d2a4a #7a5a7e #463a63 #f2a65a #e5d4a1 #14122a #efe2d2", true),
];

export function pickPalette(rng: Rng): Palette {
  const p = rng.pick(PALETTES);
  // a gentle hue shift so repeated palettes still differ
  const dh = rng.range(-10, 10);
  const a = (c: string) => adjust(c, dh, 0, 0);
  return {
    ...p,
    bg: [a(p.bg[0]), a(p.bg[1])],
    mid: a(p.mid),
    accent: a(p.accent),
    accent2: a(p.accent2),
    dark: a(p.dark),
    light: a(p.light),
  };
}
