/** The seven testimonials shown on the home page (fixed in the client, PRODUCT.md §3). */
export interface Testimonial {
  text: string;
  name: string;
  title: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: "The portrait of our old collie is the first thing guests ask about. She caught his patience exactly.",
    name: "Helen M.",
    title: "Pet portrait commission",
  },
  {
    text: "We play Snap-Cat every single evening. The cards are sturdy enough to survive our four-year-old.",
    name: "David R.",
    title: "Snap-Cat family",
  },
  {
    text: "My celadon vase arrived wrapped like a treasure, and it looks even better in person.",
    name: "Priya S.",
    title: "Ceramics collector",
  },
  {
    text: "Her greeting cards are the only ones people keep. I've framed two of them myself.",
    name: "Tom B.",
    title: "Regular customer",
  },
  {
    text: "A thoughtful artist to work with: sketches, updates, and a finished painting we will treasure.",
    name: "Amara O.",
    title: "Commission client",
  },
  {
    text: "The Snap games helped my son practise turn-taking in a way nothing else did.",
    name: "Sarah L.",
    title: "Parent and teacher",
  },
  {
    text: "Beautiful coasters. They've survived two years of tea and still look new.",
    name: "Graham K.",
    title: "Coaster owner",
  },
];
