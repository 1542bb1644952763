/** A cat's or dog's head on its own, eyes open: for close-up portraits, mugs and avatars. */
import { catHead, catHeadOpts, type HeadOpts } from "./cats.ts";
import { dogHead, dogOpts } from "./dogs.ts";
import type { Part } from "./figure.ts";
import { CAT_COATS, type Coat, DOG_COATS } from "./pets.ts";
import type { Rng } from "./random.ts";

/** The head in the given coat, or a random one of its kind; `cat` adjusts a cat's head options. */
export function petHead(
  rng: Rng,
  isCat: boolean,
  coat?: Coat,
  cat: Partial<HeadOpts> = {},
): Part[] {
  return isCat
    ? catHead(coat ?? rng.pick(CAT_COATS), { ...catHeadOpts(rng), eyes: "open", ...cat })
    : dogHead(coat ?? rng.pick(DOG_COATS), dogOpts(rng));
}
