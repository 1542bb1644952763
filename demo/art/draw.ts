/**
 * Procedural demo artwork for the seed data: deterministic SVG documents drawn from shapes,
 * gradients and small tiled textures only (no fonts beyond generic families, no images).
 *
 *   drawArt("cats", { seed: 7 })  →  "<svg xmlns=… width="2400" height="3000" …>…</svg>"
 */
import { aboutPortrait } from "./about.ts";
import { paintAbstract } from "./abstract.ts";
import { ceramic } from "./ceramics.ts";
import type { Ctx } from "./compose.ts";
import { pts } from "./geometry.ts";
import { hero } from "./hero.ts";
import { paintLandscape } from "./landscape.ts";
import { paintAnimals, paintHumans } from "./paintings.ts";
import { coaster, greetingCard, snapPack } from "./products.ts";
import { hashSeed, makeRng } from "./random.ts";
import { sketch } from "./sketch.ts";
import { type SnapKind, snapCard } from "./snap.ts";
import { studio } from "./studio.ts";
import { Doc, f } from "./svg.ts";

const ANIMAL_PAINTINGS = ["cats", "dogs", "rats-others", "wildlife"] as const;
const CERAMICS = [
  "birds-cats",
  "dog-cat-mugs",
  "pots-vases",
  "dishes",
  "oil-lamps",
  "tiles",
] as const;
const SNAP_CARDS = ["snap-cat", "snap-dog", "snap-rat"] as const;

/** Paintings & drawings, by art type. */
const PAINTINGS = [
  ...ANIMAL_PAINTINGS,
  "humans",
  "landscapes-flowers",
  "abstract-patterns",
] as const;

/** The paintings and the pencil/ink sketch: their width:height ratio varies by seed. */
export const PAINTING_SUBJECTS = [...PAINTINGS, "sketch"] as const;

export const ART_SUBJECTS = [
  ...PAINTINGS,
  // ceramics (drawn as a photo of a glazed ceramic object on a soft studio background), by art type
  ...CERAMICS,
  // pencil/ink sketch on off-white paper
  "sketch",
  // faces of playing cards for the Snap game
  ...SNAP_CARDS,
  // wide hero banner artwork for the home page carousel
  "hero",
  // product photos
  "greeting-card",
  "coaster",
  "snap-pack",
  // about page
  "portrait",
  "studio",
] as const;

export type ArtSubject = (typeof ART_SUBJECTS)[number];

export interface DrawOptions {
  /** Deterministic: same subject + seed → identical SVG string. */
  seed: number;
  /** Output pixel width; default 2400. */
  width?: number;
  /** Output pixel height; default depends on the subject (and, for paintings, the seed). */
  height?: number;
  /** Extra hint: for "snap-pack" the edition "cat" | "dog" | "rat". */
  variant?: string;
}

type Draw = (ctx: Ctx) => string;

/** One drawing function for a group of subjects, told which subject it draws. */
function each<S extends string>(
  subjects: readonly S[],
  draw: (ctx: Ctx, subject: S) => string,
): Record<S, Draw> {
  const entries = subjects.map((s): [S, Draw] => [s, (ctx) => draw(ctx, s)]);
  return Object.fromEntries(entries) as Record<S, Draw>;
}

const DRAW: Record<ArtSubject, Draw> = {
  ...each(ANIMAL_PAINTINGS, paintAnimals),
  humans: paintHumans,
  "landscapes-flowers": paintLandscape,
  "abstract-patterns": paintAbstract,
  ...each(CERAMICS, ceramic),
  sketch,
  ...each(SNAP_CARDS, (ctx, s) => snapCard(ctx, s.slice("snap-".length) as SnapKind)),
  hero,
  "greeting-card": greetingCard,
  coaster,
  "snap-pack": snapPack,
  portrait: aboutPortrait,
  studio,
};

/** A width:height ratio. */
type Ratio = [number, number];

/** Ratios a painting or sketch may take, chosen by seed. */
const PAINTING_RATIOS: Ratio[] = pts([4, 5, 3, 4, 4, 3, 3, 2, 1, 1]);

/** Fixed ratios of the other subjects (4:3 unless listed). */
const RATIOS: Partial<Record<ArtSubject, Ratio>> = {
  ...Object.fromEntries(SNAP_CARDS.map((s): [ArtSubject, Ratio] => [s, [63, 88]])),
  hero: [16, 9],
  portrait: [4, 5],
  studio: [3, 2],
};

const isPainting = (subject: ArtSubject): boolean =>
  (PAINTING_SUBJECTS as readonly ArtSubject[]).includes(subject);

function ratio(subject: ArtSubject, seed: number | undefined): Ratio {
  if (!isPainting(subject)) return RATIOS[subject] ?? [4, 3];
  if (seed === undefined) return [4, 5];
  return makeRng(hashSeed(`ratio:${subject}`, seed)).pick(PAINTING_RATIOS);
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
  const body = DRAW[subject](ctx);
  const defs = doc.defs.length > 0 ? `<defs>${doc.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${f(H)}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>`;
}
