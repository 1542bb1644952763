/**
 * The demo artist's catalogue: what a visitor sees after `npm start` on an empty database.
 * Pictures are drawn procedurally (./art/draw.ts); `seed` picks the drawing.
 */
import type { ArtSubject } from "./art/draw.ts";

export interface DemoArtwork {
  title: string;
  description: string | null;
  category: "paintings-drawings" | "ceramics" | "sketches";
  artType: string;
  subject: ArtSubject;
  medium: string;
  year: number;
  featured?: boolean;
  forSale?: number;
}

const painting = (
  artType: string,
  title: string,
  medium: string,
  year: number,
  description: string | null,
  extra: Partial<DemoArtwork> = {},
): DemoArtwork => ({
  title,
  description,
  category: "paintings-drawings",
  artType,
  subject: artType as ArtSubject,
  medium,
  year,
  ...extra,
});

const ceramic = (
  artType: string,
  title: string,
  medium: string,
  year: number,
  description: string | null,
): DemoArtwork => ({
  title,
  description,
  category: "ceramics",
  artType,
  subject: artType as ArtSubject,
  medium,
  year,
});

const sketch = (title: string, description: string | null, year: number): DemoArtwork => ({
  title,
  description,
  category: "sketches",
  artType: "general",
  subject: "sketch",
  medium: "Graphite on paper",
  year,
});

export const DEMO_ARTWORKS: DemoArtwork[] = [
  painting(
    "cats",
    "Marmalade on the Windowsill",
    "Oil on canvas",
    2024,
    "A ginger tom soaking up the last of the afternoon sun, painted from life over three sittings.",
    { featured: true },
  ),
  painting(
    "cats",
    "Two Cats, One Blanket",
    "Acrylic on board",
    2023,
    "Sisters who never agree on anything except the warm spot by the radiator.",
  ),
  painting("cats", "Night Watch", "Gouache on paper", 2025, null),
  painting(
    "cats",
    "Tabby in the Tulips",
    "Watercolour",
    2022,
    "Spring in the back garden, and one very pleased tabby.",
  ),
  painting(
    "dogs",
    "Biscuit at the Beach",
    "Oil on canvas",
    2024,
    "A spaniel mid-zoom on the sand at low tide.",
    { featured: true },
  ),
  painting(
    "dogs",
    "The Patient Collie",
    "Pastel on paper",
    2023,
    "Waiting, as ever, for someone to throw the ball.",
  ),
  painting("dogs", "Muddy Boots", "Acrylic on canvas", 2025, null),
  painting(
    "dogs",
    "Greyhound in Blue",
    "Oil on linen",
    2022,
    "A retired racer, all elegance and elbows.",
  ),
  painting(
    "rats-others",
    "Pepper the Rat",
    "Gouache on paper",
    2024,
    "Pepper, the cleverest rat in the county, posing for a biscuit.",
  ),
  painting(
    "rats-others",
    "Hedgehog Supper",
    "Watercolour and ink",
    2023,
    "A night visitor to the cat food bowl.",
  ),
  painting("rats-others", "Field Mouse and Barley", "Watercolour", 2025, null),
  painting(
    "wildlife",
    "Fox at First Light",
    "Oil on canvas",
    2025,
    "A young fox crossing the frosty field behind the studio at dawn.",
    { featured: true },
  ),
  painting("wildlife", "Heron Standing", "Acrylic on board", 2023, "Patience, in grey and blue."),
  painting(
    "wildlife",
    "Owl Moon",
    "Gouache on paper",
    2024,
    "A barn owl hunting under a full moon.",
  ),
  painting("wildlife", "Deer in the Alders", "Oil on canvas", 2022, null),
  painting(
    "humans",
    "Market Morning",
    "Oil on canvas",
    2024,
    "Saturday stalls, striped awnings and the smell of coffee.",
  ),
  painting(
    "humans",
    "Reading by the Window",
    "Watercolour",
    2023,
    "Quiet hours with a good book and grey light.",
  ),
  painting("humans", "The Swimmers", "Acrylic on canvas", 2025, null),
  painting(
    "landscapes-flowers",
    "Low Tide, Puget Sound",
    "Oil on linen",
    2024,
    "Mudflats shining under a wide silver sky.",
  ),
  painting(
    "landscapes-flowers",
    "Foxgloves",
    "Watercolour",
    2023,
    "Tall spires at the edge of the woods in June.",
  ),
  painting("landscapes-flowers", "Cascade Foothills in October", "Oil on canvas", 2022, null),
  painting(
    "abstract-patterns",
    "Tidepool Geometry",
    "Acrylic on panel",
    2025,
    "Shapes remembered from rock pools, rearranged.",
  ),
  painting("abstract-patterns", "Quilt for a Cold Night", "Gouache on paper", 2024, null),
  painting(
    "abstract-patterns",
    "Rain on the Skylight",
    "Mixed media",
    2023,
    "Rhythm and drizzle on a February afternoon.",
  ),
  ceramic(
    "birds-cats",
    "Wren Figurine",
    "Stoneware, oxide wash",
    2024,
    "A hand-built wren, small enough to sit on a windowsill.",
  ),
  ceramic("birds-cats", "Sleeping Cat Figure", "Porcelain, celadon glaze", 2023, null),
  ceramic(
    "dog-cat-mugs",
    "Terrier Mug",
    "Stoneware, hand-painted underglaze",
    2025,
    "A wiry terrier wraps around this 350 ml mug.",
  ),
  ceramic(
    "dog-cat-mugs",
    "Calico Cat Mug",
    "Stoneware, hand-painted underglaze",
    2024,
    "Morning tea with a calico for company.",
  ),
  ceramic(
    "pots-vases",
    "Celadon Bud Vase",
    "Porcelain, celadon glaze",
    2023,
    "For a single stem from the garden.",
  ),
  ceramic("pots-vases", "Tall Ash-Glaze Vase", "Stoneware, wood-ash glaze", 2022, null),
  ceramic(
    "dishes",
    "Fern Trinket Dish",
    "Stoneware, fern impression",
    2025,
    "Pressed with a real fern from the lane.",
  ),
  ceramic(
    "dishes",
    "Cobalt Serving Dish",
    "Stoneware, cobalt glaze",
    2024,
    "Deep blue, made for summer salads.",
  ),
  ceramic(
    "oil-lamps",
    "Little Aladdin Lamp",
    "Terracotta, clear glaze",
    2023,
    "A working oil lamp after the old Mediterranean shape.",
  ),
  ceramic("oil-lamps", "Moss Green Oil Lamp", "Stoneware, moss glaze", 2025, null),
  ceramic(
    "tiles",
    "Tide Tile Set",
    "Earthenware, majolica",
    2024,
    "Four tiles that join into one long wave.",
  ),
  ceramic(
    "tiles",
    "Quatrefoil Tile",
    "Earthenware, tin glaze",
    2022,
    "A traditional pattern in cobalt and ochre.",
  ),
  sketch("Cat Stretching", "Five minutes, one very long cat.", 2025),
  sketch("Studio Corner", null, 2024),
  sketch("Crows on a Wire", "Counting crows from the bus window.", 2024),
  sketch("Hands Study", "Practice for a portrait commission.", 2023),
  sketch("Ferry Terminal", null, 2025),
  sketch("Sleeping Dog", "Biscuit, finally still.", 2024),
  sketch("Teapot Thumbnail", "Planning a new glaze.", 2023),
  sketch("Rat Portrait Study", "Pepper again, from a different angle.", 2025),
];

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

export interface DemoSnapCard {
  name: string;
  title: string;
  description: string;
  edition: "cat" | "dog" | "rat";
}

const snap = (
  edition: DemoSnapCard["edition"],
  index: number,
  character: string,
  description: string,
): DemoSnapCard => ({
  name: `${String(index).padStart(2, "0")}_${character.toLowerCase().replaceAll(" ", "_")}_1024px`,
  title: `Snap-${edition[0]!.toUpperCase()}${edition.slice(1)}: ${character}`,
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

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: "Snap-Cat Card Game",
    description: `Six cats, one very fast game. ${SNAP_DESCRIPTION}`,
    price: 1000,
    category: "snap-cards",
    subcategory: "cat",
    images: [
      { subject: "snap-pack", seed: 1, variant: "cat" },
      { subject: "snap-cat", seed: 101 },
      { subject: "snap-cat", seed: 102 },
    ],
  },
  {
    name: "Snap-Dog Card Game",
    description: `Six dogs and a lot of barking. ${SNAP_DESCRIPTION}`,
    price: 1000,
    category: "snap-cards",
    subcategory: "dog",
    images: [
      { subject: "snap-pack", seed: 2, variant: "dog" },
      { subject: "snap-dog", seed: 201 },
      { subject: "snap-dog", seed: 202 },
    ],
  },
  {
    name: "Snap-Rat Card Game",
    description: `Coming soon: the rats are still practising their poses. ${SNAP_DESCRIPTION}`,
    price: 1000,
    category: "snap-cards",
    subcategory: "rat",
    available: false,
    images: [{ subject: "snap-pack", seed: 3, variant: "rat" }],
  },
  ...[
    ["Marmalade Greeting Card", 11],
    ["Fox at First Light Card", 12],
    ["Foxgloves Card", 13],
    ["Heron Card", 14],
    ["Biscuit at the Beach Card", 15],
    ["Tidepool Geometry Card", 16],
  ].map(
    ([name, seed], index): DemoProduct => ({
      name: String(name),
      description: CARD_DESCRIPTION,
      price: 300,
      category: "cards",
      variants: true,
      images: Array.from({ length: (index % 2) + 1 }, (_, i) => ({
        subject: "greeting-card" as const,
        seed: Number(seed) * 10 + i,
      })),
    }),
  ),
  ...[
    ["Cat Nap Coaster", 21],
    ["Spaniel Coaster", 22],
    ["Wildflower Coaster", 23],
    ["Tide Coaster", 24],
  ].map(
    ([name, seed], index): DemoProduct => ({
      name: String(name),
      description: COASTER_DESCRIPTION,
      price: 400,
      category: "coasters",
      images: Array.from({ length: index === 0 ? 2 : 1 }, (_, i) => ({
        subject: "coaster" as const,
        seed: Number(seed) * 10 + i,
      })),
    }),
  ),
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

export const DEMO_TWEET =
  "Just finished the last card for the Snap-Dog deck. Fifty-two dogs, zero walks skipped. 🐾";
