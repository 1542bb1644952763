import type { APIRequestContext, Browser } from "@playwright/test";
import sharp from "sharp";
import { buyerEmail, expect, ownContext, signIn } from "./support.ts";

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

/** The owner, signed in in a browser of their own at the commission's admin page. */
export async function ownerAt(browser: Browser, id: number) {
  const owner = await ownContext(browser);
  const admin = await owner.newPage();
  await signIn(admin, `/admin/commissions/${id}`);
  return { owner, admin };
}

/**
 * The owner's `quote` (price and deposit, valid for good) from `admin`'s browser and the buyer's
 * acceptance from `buyer`'s, through the API: the deposit order's number.
 */
export async function quoteAndAccept(
  admin: APIRequestContext,
  buyer: APIRequestContext,
  id: number,
  quote: { price: string; deposit: string },
) {
  const quoted = await admin.post(`/api/admin/commissions/${id}/quote`, {
    data: { ...quote, validUntil: "2099-01-01" },
  });
  expect(quoted.status()).toBe(200);
  const accepted = await buyer.post(`/api/commissions/${id}/accept`);
  expect(accepted.status()).toBe(200);
  const { depositOrder } = (await accepted.json()) as { depositOrder: string };
  expect(depositOrder).toMatch(/^EA-/);
  return depositOrder;
}
