/**
 * Procedural demo artwork for the seed data: deterministic SVG documents drawn from shapes,
 * gradients and small tiled textures only (no fonts beyond generic families, no images).
 *
 *   drawArt("cats", { seed: 7 })  →  "<svg xmlns=… width="2400" height="3000" …>…</svg>"
 */
import { aboutPortrait, studio, tweet } from "./about.ts";
import { ceramic } from "./ceramics.ts";
import type { Ctx } from "./compose.ts";
import { hero } from "./hero.ts";
import { paintAbstract, paintAnimals, paintHumans, paintLandscape } from "./paintings.ts";
import { coaster, greetingCard, snapPack } from "./products.ts";
import { sketch } from "./sketch.ts";
import { snapCard } from "./snap.ts";
import { Doc, f, hashSeed, makeRng } from "./util.ts";

export type ArtSubject =
  // paintings & drawings, by art type
  | "cats"
  | "dogs"
  | "rats-others"
  | "wildlife"
  | "humans"
  | "landscapes-flowers"
  | "abstract-patterns"
  // ceramics (drawn as a photo of a glazed ceramic object on a soft studio background), by art type
  | "birds-cats"
  | "dog-cat-mugs"
  | "pots-vases"
  | "dishes"
  | "oil-lamps"
  | "tiles"
  // pencil/ink sketch on off-white paper
  | "sketch"
  // faces of playing cards for the Snap game
  | "snap-cat"
  | "snap-dog"
  | "snap-rat"
  // wide hero banner artwork for the home page carousel
  | "hero"
  // product photos
  | "greeting-card"
  | "coaster"
  | "snap-pack"
  // about page
  | "portrait"
  | "studio"
  | "tweet";

export interface DrawOptions {
  /** Deterministic: same subject + seed → identical SVG string. */
  seed: number;
  /** Output pixel width; default 2400. */
  width?: number;
  /** Output pixel height; default depends on the subject (and, for paintings, the seed). */
  height?: number;
  /** Extra hint: for "snap-pack" the edition "cat" | "dog" | "rat"; for "tweet" the text. */
  variant?: string;
}

export const ART_SUBJECTS: readonly ArtSubject[] = [
  "cats",
  "dogs",
  "rats-others",
  "wildlife",
  "humans",
  "landscapes-flowers",
  "abstract-patterns",
  "birds-cats",
  "dog-cat-mugs",
  "pots-vases",
  "dishes",
  "oil-lamps",
  "tiles",
  "sketch",
  "snap-cat",
  "snap-dog",
  "snap-rat",
  "hero",
  "greeting-card",
  "coaster",
  "snap-pack",
  "portrait",
  "studio",
  "tweet",
];

const PAINTING_SUBJECTS = new Set<ArtSubject>([
  "cats",
  "dogs",
  "rats-others",
  "wildlife",
  "humans",
  "landscapes-flowers",
  "abstract-patterns",
  "sketch",
]);

/** Width:height ratios a painting or sketch may take, chosen by seed. */
const PAINTING_RATIOS: ReadonlyArray<[number, number]> = [
  [4, 5],
  [3, 4],
  [4, 3],
  [3, 2],
  [1, 1],
];

function ratio(subject: ArtSubject, seed: number | undefined): [number, number] {
  if (PAINTING_SUBJECTS.has(subject)) {
    if (seed === undefined) return [4, 5];
    const r = makeRng(hashSeed(`ratio:${subject}`, seed));
    return r.pick(PAINTING_RATIOS);
  }
  switch (subject) {
    case "snap-cat":
    case "snap-dog":
    case "snap-rat":
      return [63, 88];
    case "hero":
      return [16, 9];
    case "portrait":
      return [4, 5];
    case "studio":
      return [3, 2];
    default:
      return [4, 3];
  }
}

/**
 * Default pixel size for a subject at a given width (keeps each subject's aspect ratio).
 * Paintings and sketches vary their ratio by seed; pass the seed to get that image's size
 * (without it they report the portrait 4:5 format).
 */
export function defaultSize(
  subject: ArtSubject,
  width = 2400,
  seed?: number,
): { width: number; height: number } {
  const [rw, rh] = ratio(subject, seed);
  const w = Math.max(1, Math.round(width));
  return { width: w, height: Math.max(1, Math.round((w * rh) / rw)) };
}

/** Returns a complete standalone SVG document string (with xmlns, width, height, viewBox). */
export function drawArt(subject: ArtSubject, options: DrawOptions): string {
  const seed = Math.floor(options.seed);
  const size = defaultSize(subject, options.width ?? 2400, seed);
  const width = size.width;
  const height =
    options.height !== undefined ? Math.max(1, Math.round(options.height)) : size.height;
  const W = 1000;
  const H = Math.round((W * height * 10) / width) / 10;
  const rng = makeRng(hashSeed(subject, seed));
  const doc = new Doc(`${subject.replace(/[^a-z]/g, "").slice(0, 3)}${(seed >>> 0).toString(36)}_`);
  const ctx: Ctx = { doc, rng, W, H, seed, variant: options.variant };
  const body = render(subject, ctx);
  const defs = doc.defs.length > 0 ? `<defs>${doc.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${f(H)}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>`;
}

function render(subject: ArtSubject, ctx: Ctx): string {
  switch (subject) {
    case "cats":
    case "dogs":
    case "rats-others":
    case "wildlife":
      return paintAnimals(ctx, subject);
    case "humans":
      return paintHumans(ctx);
    case "landscapes-flowers":
      return paintLandscape(ctx);
    case "abstract-patterns":
      return paintAbstract(ctx);
    case "birds-cats":
    case "dog-cat-mugs":
    case "pots-vases":
    case "dishes":
    case "oil-lamps":
    case "tiles":
      return ceramic(ctx, subject);
    case "sketch":
      return sketch(ctx);
    case "snap-cat":
      return snapCard(ctx, "cat");
    case "snap-dog":
      return snapCard(ctx, "dog");
    case "snap-rat":
      return snapCard(ctx, "rat");
    case "hero":
      return hero(ctx);
    case "greeting-card":
      return greetingCard(ctx);
    case "coaster":
      return coaster(ctx);
    case "snap-pack":
      return snapPack(ctx);
    case "portrait":
      return aboutPortrait(ctx);
    case "studio":
      return studio(ctx);
    case "tweet":
      return tweet(ctx);
  }
}
