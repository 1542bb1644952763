import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, placeOrderApi, signInApi, test } from "./support.ts";

/** An artwork as `GET /api/artworks` lists it (the fields the originals' specs read). */
export interface ListedArtwork {
  id: number;
  title: string;
  url: string;
  category: string;
  isFeatured: boolean;
  saleStatus: string;
}

/**
 * The owner (signed in through the API) offers one of the demo's unfeatured paintings for sale at
 * `price`: the one `fromEnd` places from the end of the list, so that each spec and each project
 * has a painting of its own that no other spec looks at.
 */
async function offerOriginal(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  fromEnd: number,
  price: string,
): Promise<{ owner: APIRequestContext; artwork: ListedArtwork }> {
  const owner = await playwright.request.newContext({ baseURL });
  await signInApi(owner);
  const all = (await (await owner.get("/api/artworks")).json()) as ListedArtwork[];
  const candidates = all.filter(
    (listed) => listed.category === "paintings-drawings" && !listed.isFeatured,
  );
  const artwork = candidates.at(-fromEnd)!;
  expect(artwork.saleStatus).toBe("not-for-sale");
  const offered = await owner.patch(`/api/admin/artworks/${artwork.id}`, {
    data: { isForSale: true, price },
  });
  expect(offered.status()).toBe(200);
  return { owner, artwork };
}

/** Puts the painting back as it was: its order (if any) cancelled, not for sale, no price. */
async function withdrawOriginal(
  owner: APIRequestContext,
  artwork: ListedArtwork,
  orderNumber: string | undefined,
): Promise<void> {
  if (orderNumber)
    await owner.patch(`/api/admin/orders/${orderNumber}`, { data: { status: "cancelled" } });
  await owner.patch(`/api/admin/artworks/${artwork.id}`, { data: { isForSale: false, price: "" } });
  await owner.dispose();
}

/**
 * An original of the calling suite's own: offered before its tests (`fromEnd` places from the end
 * of the unfeatured paintings, by project), put back after them. The suite's tests share it, so
 * they run in order, one after another. A test that orders it through the page sets `orderNumber`
 * (`order` does so itself), so that the order is cancelled then.
 */
export function useOfferedOriginal(fromEnd: { phone: number; desktop: number }, price: string) {
  test.describe.configure({ mode: "serial" });
  let offered: { owner: APIRequestContext; artwork: ListedArtwork } | undefined;
  const state = {
    orderNumber: undefined as string | undefined,
    get artwork(): ListedArtwork {
      if (!offered) throw new Error("useOfferedOriginal: offered before the suite's tests only");
      return offered.artwork;
    },
    get owner(): APIRequestContext {
      if (!offered) throw new Error("useOfferedOriginal: offered before the suite's tests only");
      return offered.owner;
    },
    /**
     * A buyer (`request`'s cookies) puts it in their cart and orders it through the API, with
     * `buyer`'s details over placeOrderApi's.
     */
    async order(request: APIRequestContext, buyer: Record<string, unknown> = {}): Promise<string> {
      const added = await request.post("/api/cart/add", { data: { artworkId: state.artwork.id } });
      expect(added.status()).toBe(201);
      state.orderNumber = await placeOrderApi(request, buyer);
      return state.orderNumber;
    },
  };
  test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
    const place = testInfo.project.name === "phone" ? fromEnd.phone : fromEnd.desktop;
    offered = await offerOriginal(playwright, baseURL!, place, price);
  });
  test.afterAll(async () => {
    if (offered) await withdrawOriginal(offered.owner, offered.artwork, state.orderNumber);
  });
  return state;
}
