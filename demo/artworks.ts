/**
 * The demo artist's portfolio: paintings and drawings, ceramics and sketches. Each is drawn
 * procedurally from its art type (./art/draw.ts).
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

/** An artwork of a category whose art type is also the subject drawn. */
const artwork =
  (category: "paintings-drawings" | "ceramics") =>
  (
    artType: string,
    title: string,
    medium: string,
    year: number,
    description: string | null,
    extra: Partial<DemoArtwork> = {},
  ): DemoArtwork => ({
    title,
    description,
    category,
    artType,
    subject: artType as ArtSubject,
    medium,
    year,
    ...extra,
  });

const painting = artwork("paintings-drawings");
const ceramic = artwork("ceramics");

const sketch = (title: string, description: string | null, year: number): DemoArtwork => ({
  title,
  description,
  category: "sketches",
  artType: "general",
  subject: "sketch",
  medium: "Graphite on paper",
  year,
});

/** A plausible size for a demo piece of the category (the owner edits real ones). */
export function demoDimensions(artwork: DemoArtwork): string {
  if (artwork.category === "sketches") return "21 × 29.7 cm";
  if (artwork.category === "ceramics") return "About 15 cm tall";
  return "40 × 50 cm";
}

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
