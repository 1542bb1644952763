import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { buyerEmail, expect } from "./support.ts";

/** A small picture (each test's own bytes, by its colour). */
export const picture = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * A pet portrait's request posted as the form posts it, by the buyer's browser (its cookie then
 * opens it), with one reference photo; `fields` adds to the form's (a medium, the consent to show
 * the piece). Gives the commission's id.
 */
export async function requestCommission(
  request: APIRequestContext,
  who: string,
  fields: Record<string, string> = {},
) {
  const response = await request.post("/api/commissions", {
    multipart: {
      name: "Ada Lovelace",
      email: buyerEmail(who),
      kind: "pet-portrait",
      ...fields,
      description: "Our cat Babbage, asleep on the piano.",
      photos: { name: "babbage.jpg", mimeType: "image/jpeg", buffer: await picture("#b5651d") },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
