/**
 * The demo's commissions: three requests at different stages, so that Admin →
 * Commissions is not empty. Marked `is_demo`; their keys are thrown away, so only the owner sees
 * them. Removing the demo removes them.
 */
export const DEMO_COMMISSIONS = [
  {
    status: "new",
    name: "Harriet Lane",
    email: "harriet@example.com",
    kind: "pet-portrait",
    kind_name: "Pet portrait",
    size: "A4 (21 × 29.7 cm)",
    medium: "Watercolour",
    budget: "150–250",
    description:
      "Our old collie Bramble, sitting in the long grass by the gate. She turns fourteen in the spring.",
    consent_to_show: true,
  },
  {
    status: "quoted",
    name: "Tom Okafor",
    email: "tom@example.com",
    kind: "place",
    kind_name: "Place",
    size: "30 × 40 cm canvas",
    medium: "Oils",
    budget: "around 400",
    description: "The harbour at St Ives at low tide, from the top of the steps by the chapel.",
    consent_to_show: false,
    price: 42000,
    deposit: 12600,
    deposit_rule: "30%",
    terms: "Two rounds of changes on the sketch; delivered framed.",
  },
  {
    status: "declined",
    name: "Priya Shah",
    email: "priya@example.com",
    kind: "ceramic-piece",
    kind_name: "Ceramic piece",
    size: null,
    medium: "Stoneware",
    budget: "under 100",
    description: "A set of four ramen bowls in a deep blue glaze, like the ones in the shop.",
    consent_to_show: true,
  },
] as const;

/**
 * Each demo request's reference photos, by its kind: drawn like the demo's pictures and stored
 * privately like a real request's (no variants, no /media address), removed with the demo.
 */
export const DEMO_REFERENCE_PHOTOS: Record<
  (typeof DEMO_COMMISSIONS)[number]["kind"],
  ReadonlyArray<{ subject: "dogs" | "landscapes-flowers" | "dishes"; seed: number }>
> = {
  "pet-portrait": [
    { subject: "dogs", seed: 2801 },
    { subject: "dogs", seed: 2802 },
  ],
  place: [{ subject: "landscapes-flowers", seed: 2811 }],
  "ceramic-piece": [{ subject: "dishes", seed: 2821 }],
};
