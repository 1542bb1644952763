/** What cats and dogs share: coats (fur colours and markings) and the legs of a sitting pet. */
import { adjust, darken, lighten } from "./colour.ts";
import type { Part } from "./figure.ts";
import { ellipsePts, ptsAt } from "./geometry.ts";
import { line, shape } from "./parts.ts";
import type { Rng } from "./random.ts";

export interface Coat {
  base: string;
  dark: string;
  light: string;
  /** Nose / inner ear colour. */
  pink: string;
  pattern: "none" | "tabby" | "bib" | "calico" | "points" | "tortie" | "spots" | "saddle";
  extra?: string;
}

const coat = (
  pattern: Coat["pattern"],
  base: string,
  dark: string,
  light: string,
  pink: string,
  extra?: string,
): Coat => ({ base, dark, light, pink, pattern, ...(extra ? { extra } : {}) });

export const CAT_COATS: Coat[] = [
  coat("tabby", "#d98b45", "#9c5322", "#f6d3a2", "#e59a8f"),
  coat("tabby", "#8f8b86", "#46413e", "#dcd6cf", "#d99590"),
  coat("none", "#2b2725", "#141111", "#55504b", "#6b4a4a"),
  coat("bib", "#28241f", "#121010", "#f5f0e6", "#e3a0a0"),
  coat("calico", "#f3ece1", "#2b2522", "#ffffff", "#e8a3a0", "#d98a3c"),
  coat("points", "#eee0c8", "#5b4131", "#fff8ec", "#c98f86"),
  coat("tabby", "#9d7852", "#4d3924", "#e6d0ad", "#d1938a"),
  coat("none", "#f4f0ea", "#b5aca2", "#ffffff", "#f0a9a9"),
  coat("none", "#7e8997", "#4a5361", "#bcc5cf", "#c99aa0"),
  coat("tortie", "#3a2a22", "#1a1310", "#c7773a", "#a66a60", "#c7773a"),
];

export const DOG_COATS: Coat[] = [
  coat("none", "#c9934f", "#7a5228", "#f3dfbd", "#2a2220"), // golden
  coat("saddle", "#2c2623", "#151110", "#b3753d", "#1a1414", "#b3753d"), // black & tan
  coat("spots", "#f2ece3", "#2c2522", "#ffffff", "#2a2220", "#2c2522"), // dalmatian-ish
  coat("bib", "#d27a3c", "#8b4a1f", "#fbf3e8", "#241c1a"), // corgi / shiba
  coat("none", "#6f5846", "#3b2d22", "#b59c84", "#221a17"), // chocolate
  coat("none", "#e9e1d3", "#a08f7a", "#fffaf2", "#2b2220"), // cream
  coat("bib", "#8a8f96", "#4f545b", "#dde1e5", "#232023"), // grey
  coat("spots", "#f4efe7", "#3a2c24", "#ffffff", "#2a2220", "#8b5a32"), // spaniel patches
  coat("bib", "#1f1c1b", "#0e0c0c", "#efe8df", "#141010"), // border collie
];

/** The tan or white of a saddle or bib marking. */
export const tanOf = (c: Coat): string => (c.pattern === "saddle" ? (c.extra ?? c.light) : c.light);

export function fantasyCoat(rng: Rng, hue: number): Coat {
  const base = adjust("#7f8fa3", hue - 213, rng.range(-10, 15), rng.range(-10, 10));
  return coat(
    rng.pick(["none", "tabby", "bib"]),
    base,
    darken(base, 0.5),
    lighten(base, 0.55),
    "#e49a9a",
  );
}

/** The two haunches of a sitting pet, at ±x·bw, shaded with `fill`. */
export function haunches(
  x: number,
  y: number,
  bw: number,
  ry: number,
  fill: string,
  extra: Partial<Part> = {},
): Part[] {
  return [-1, 1].map((side) =>
    shape(ellipsePts(side * x * bw, y, 22 * bw, ry, 9, side * 0.2), fill, {
      ...extra,
      noOutline: true,
      opacity: 0.8,
    }),
  );
}

/** The front legs of a sitting pet, from the right leg's outline, with toe lines at the given x. */
export function frontLegs(
  leg: readonly number[],
  fill: string,
  toes: readonly number[] = [],
): Part[] {
  return [-1, 1].flatMap((side) => [
    shape(ptsAt(0, 0, side, 1, leg), fill, { role: "detail", tension: 0.8 }),
    ...toes.map((toe) =>
      line(ptsAt(side * toe, 0, 1, 1, [0, -2, 0, -7]), darken(fill, 0.3), 1.2, {
        taper: false,
        opacity: 0.6,
      }),
    ),
  ]);
}
