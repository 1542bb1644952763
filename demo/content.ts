/**
 * The demo artist's catalogue: what a visitor sees after `npm start` on an empty database.
 * Pictures are drawn procedurally (./art/draw.ts); `seed` picks the drawing.
 */
import type { ArtSubject } from "./art/draw.ts";

export const DEMO_CAROUSEL = [
  {
    title: "Morning over the estuary",
    alt: "Painted estuary at sunrise with gold light on the water",
  },
  { title: "The fox field", alt: "A fox crossing a frosty field in soft dawn colours" },
  { title: "Harbour in the rain", alt: "Boats in a grey-blue harbour under rain clouds" },
  { title: "Meadow in June", alt: "A meadow of poppies and daisies under a summer sky" },
  { title: "Cats in the garden", alt: "Two cats among flowerbeds in a painted garden" },
  { title: "Evening over the foothills", alt: "Layered purple hills under an orange evening sky" },
];

const EDITIONS = ["cat", "dog", "rat"] as const;

const capitalised = (word: string): string => `${word[0]?.toUpperCase() ?? ""}${word.slice(1)}`;

export interface DemoSnapCard {
  name: string;
  title: string;
  description: string;
  edition: (typeof EDITIONS)[number];
}

const snap = (
  edition: DemoSnapCard["edition"],
  index: number,
  character: string,
  description: string,
): DemoSnapCard => ({
  name: `${String(index).padStart(2, "0")}_${character.toLowerCase().replaceAll(" ", "_")}_1024px`,
  title: `Snap-${capitalised(edition)}: ${character}`,
  description,
  edition,
});

export const DEMO_SNAP_CARDS: DemoSnapCard[] = [
  snap("cat", 1, "Marmalade", "The ginger ringleader. Shout Snap before he pounces!"),
  snap("cat", 2, "Smudge", "Grey, fluffy and always on the wrong side of the door."),
  snap("cat", 3, "Professor Whiskers", "Reads the newspaper by sitting on it."),
  snap("cat", 4, "Bramble", "A tortoiseshell who knows every hedge in the village."),
  snap("cat", 5, "Pickle", "Small, fast and impossible to photograph."),
  snap("cat", 6, "Duchess", "Only drinks from the good jug."),
  snap("dog", 1, "Biscuit", "A spaniel who has never once walked anywhere."),
  snap("dog", 2, "Captain", "Guards the sofa from all known threats."),
  snap("dog", 3, "Noodle", "A dachshund with big plans."),
  snap("dog", 4, "Maple", "The collie who herds the children at picnics."),
  snap("dog", 5, "Waffles", "Believes every bag contains a sandwich."),
  snap("dog", 6, "Pudding", "A bulldog of great dignity and many snores."),
  snap("rat", 1, "Pepper", "The cleverest rat in the county."),
  snap("rat", 2, "Nutmeg", "Collector of shiny things and sunflower seeds."),
  snap("rat", 3, "Clove", "Small, brave and first to the biscuit tin."),
];

export const CARD_VARIANTS = [
  { name: "Large 15x21cm", price: 400 },
  { name: "Small Square 12x12cm", price: 300 },
  { name: "Small Rectangle 10x15cm", price: 300 },
];

export const CARD_DESCRIPTION =
  "Printed on 300gsm card from FSC mix sources, acid free, blank inside for your own message, with a kraft envelope.";
export const COASTER_DESCRIPTION =
  "90x90mm, printed in the UK, hardback, waterproof, heat resistant and 3mm thick, with a cork back.";
export const SNAP_DESCRIPTION =
  "A 52-card game of Snap, poker size (63x88mm) with 3mm rounded corners on 310gsm board. Ages 3+, printed in the UK, toy-safe certified.";

export interface DemoProduct {
  name: string;
  description: string;
  price: number | null;
  category: "snap-cards" | "cards" | "coasters";
  subcategory?: "cat" | "dog" | "rat";
  available?: boolean;
  variants?: boolean;
  /** Pictures: the product photo subject with seeds, plus extra artwork faces. */
  images: Array<{ subject: ArtSubject; seed: number; variant?: string }>;
}

type Edition = DemoSnapCard["edition"];

/** A Snap card game: a photo of its tuck box, then any card faces (by seed). */
const snapGame = (
  edition: Edition,
  blurb: string,
  faces: number[],
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  name: `Snap-${capitalised(edition)} Card Game`,
  description: `${blurb} ${SNAP_DESCRIPTION}`,
  price: 1000,
  category: "snap-cards",
  subcategory: edition,
  ...extra,
  images: [
    { subject: "snap-pack", seed: EDITIONS.indexOf(edition) + 1, variant: edition },
    ...faces.map((seed) => ({ subject: `snap-${edition}` as const, seed })),
  ],
});

/**
 * Products printed with a painting, from [name, seed] pairs: the product at `index` has
 * count(index) photos, drawn with seeds seed·10, seed·10 + 1, …
 */
const printed =
  (
    subject: "greeting-card" | "coaster",
    count: (index: number) => number,
    details: Omit<DemoProduct, "name" | "images">,
  ) =>
  (items: Array<[name: string, seed: number]>): DemoProduct[] =>
    items.map(([name, seed], index) => ({
      name,
      ...details,
      images: Array.from({ length: count(index) }, (_, i) => ({ subject, seed: seed * 10 + i })),
    }));

const cards = printed("greeting-card", (index) => (index % 2) + 1, {
  description: CARD_DESCRIPTION,
  price: 300,
  category: "cards",
  variants: true,
});

const coasters = printed("coaster", (index) => (index === 0 ? 2 : 1), {
  description: COASTER_DESCRIPTION,
  price: 400,
  category: "coasters",
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  snapGame("cat", "Six cats, one very fast game.", [101, 102]),
  snapGame("dog", "Six dogs and a lot of barking.", [201, 202]),
  snapGame("rat", "Coming soon: the rats are still practising their poses.", [], {
    available: false,
  }),
  ...cards([
    ["Marmalade Greeting Card", 11],
    ["Fox at First Light Card", 12],
    ["Foxgloves Card", 13],
    ["Heron Card", 14],
    ["Biscuit at the Beach Card", 15],
    ["Tidepool Geometry Card", 16],
  ]),
  ...coasters([
    ["Cat Nap Coaster", 21],
    ["Spaniel Coaster", 22],
    ["Wildflower Coaster", 23],
    ["Tide Coaster", 24],
  ]),
  {
    name: "Custom Pet Portrait Card",
    description:
      "A greeting card made from a painting of your own pet. Every one is different, so get in touch for a price.",
    price: null,
    category: "cards",
    images: [{ subject: "greeting-card", seed: 999 }],
  },
];

export const DEMO_PROFILE = {
  artistName: "Wren Calloway",
  tagline:
    "Paintings, ceramics and playful card games from a small studio in the Pacific Northwest",
  email: "studio@example.com",
  ordersEmail: "orders@example.com",
  phone: "+1 (360) 555-0142",
  location: "Pacific Northwest, USA",
};

export const DEMO_BIOGRAPHY = [
  "Wren Calloway paints the animals and places she loves: the cats who run her house, the dogs on the beach at low tide, foxes crossing the field behind the studio, and the long grey-green light of the Pacific Northwest.",
  "She trained as a potter before she picked up a brush, and still splits her week between the easel and the wheel, making vases, mugs and little oil lamps alongside paintings in oil, gouache and watercolour.",
  "The Snap card games began as a present for a nephew with autism who loved animals and matching games. Ten percent of all profits from the shop go to a national autism charity.",
];

/** The demo artist's charity statement (a new site makes none). */
export const DEMO_CHARITY = "10% of all profits go to a national autism charity.";

/** The About page's quote block: a post of the demo artist's, linked to her (demo) feed. */
export const DEMO_QUOTE = {
  text: "Just finished the last card for the Snap-Dog deck. Fifty-two dogs, zero walks skipped.",
  href: "https://www.instagram.com/",
};

/**
 * Invented testimonials for the demo only: seeded with `is_demo` set, so the admin marks them as
 * demo words until the owner rewrites or removes them (real reviews must come from real people).
 */
export const DEMO_TESTIMONIALS = [
  {
    quote:
      "The portrait of our old collie is the first thing guests ask about. She caught his patience exactly.",
    author: "Helen M.",
    location: "Olympia, WA",
  },
  {
    quote:
      "We play Snap-Cat every single evening. The cards are sturdy enough to survive our four-year-old.",
    author: "David R.",
    location: "Tacoma, WA",
  },
  {
    quote: "My celadon vase arrived wrapped like a treasure, and it looks even better in person.",
    author: "Priya S.",
    location: "Portland, OR",
  },
  {
    quote: "Her greeting cards are the only ones people keep. I've framed two of them myself.",
    author: "Tom B.",
    location: null,
  },
  {
    quote:
      "A thoughtful artist to work with: sketches, updates, and a finished painting we will treasure.",
    author: "Amara O.",
    location: "Seattle, WA",
  },
  {
    quote: "The Snap games helped my son practise turn-taking in a way nothing else did.",
    author: "Sarah L.",
    location: "Bellingham, WA",
  },
  {
    quote: "Beautiful coasters. They've survived two years of tea and still look new.",
    author: "Graham K.",
    location: null,
  },
];
