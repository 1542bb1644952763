/** What the commission API tests share: a request as a browser posts it, and its cookie. */
import { expect } from "vitest";
import { makeJpeg, makePng } from "./images.ts";
import { json } from "./test-app.ts";
import type { Json, UsedTestApp } from "./use-test-app.ts";

export const REQUEST = {
  name: "Grace Hopper",
  email: "grace@example.com",
  kind: "pet-portrait",
  size: "A4 (21 × 29.7 cm)",
  medium: "Oils",
  budget: "200–300",
  wantedBy: "2027-03-01",
  description: "My cat Nanosecond, curled up on the windowsill in the evening light.",
  consentToShow: "on",
};

export const DAY_MS = 24 * 60 * 60_000;
export const day = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The request as a browser's multipart form posts it. */
export function commissionForm(
  fields: Record<string, string>,
  photos: { bytes: Buffer; name: string; type?: string }[],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) {
    body.append(
      "photos",
      new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? "image/jpeg" }),
    );
  }
  return { method: "POST", body } satisfies RequestInit;
}

/** The order-access cookie a response set, as a Cookie header. */
export const cookieOf = (response: Response) =>
  (response.headers.get("set-cookie") ?? "").split(";")[0]!;

/**
 * The requester's side of the API, as their browser calls it: `asRequester` sends the
 * order-access `cookie` with a request, `read` fetches their commission (answered 200).
 */
export function requesterOf(t: UsedTestApp) {
  const asRequester = (cookie: string, url: string, init: RequestInit = {}) =>
    t.request(url, { ...init, headers: { ...(init.headers ?? {}), cookie } });
  const read = async (cookie: string, id: number): Promise<Json> => {
    const response = await asRequester(cookie, `/api/commissions/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  return { asRequester, read };
}

/** A request with two photos (one carrying GPS), from its own client address. */
export async function requestCommission(
  t: UsedTestApp,
  address = "203.0.113.60",
  fields: Record<string, string> = REQUEST,
) {
  const photos = [
    { bytes: await makeJpeg(640, 480, { gps: true }), name: "nanosecond.jpg" },
    { bytes: await makePng(300, 200), name: "window.png", type: "image/png" },
  ];
  const response = await t.request("/api/commissions", commissionForm(fields, photos), address);
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: number; url: string };
  return { ...body, cookie: cookieOf(response) };
}

/** The owner marks an order paid (as when the money arrived by hand). */
export async function markPaid(t: UsedTestApp, orderNumber: string) {
  const paid = await t.owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "paid" }));
  expect(paid.status).toBe(200);
}

/** The owner moves a commission to `status`; the answer. */
export const moveTo = (t: UsedTestApp, id: number, status: string) =>
  t.owner(`/api/admin/commissions/${id}`, json("PATCH", { status }));

/** A request quoted (250.00, `deposit`) and accepted; the deposit order's number (null: none). */
export async function acceptedCommission(
  t: UsedTestApp,
  options: { address?: string; deposit?: string; fields?: Record<string, string> } = {},
): Promise<{ id: number; cookie: string; depositOrder: string | null }> {
  const { id, cookie } = await requestCommission(
    t,
    options.address ?? "203.0.113.70",
    options.fields ?? REQUEST,
  );
  const quoted = await t.owner(
    `/api/admin/commissions/${id}/quote`,
    json("POST", { price: "250.00", deposit: options.deposit ?? "30%", validUntil: day(14) }),
  );
  expect(quoted.status).toBe(200);
  const accepted = await requesterOf(t).asRequester(cookie, `/api/commissions/${id}/accept`, {
    method: "POST",
  });
  expect(accepted.status).toBe(200);
  const { depositOrder } = (await accepted.json()) as { depositOrder: string | null };
  return { id, cookie, depositOrder };
}

/**
 * A request taken through quote, acceptance, the deposit paid, finished (the balance asked for)
 * and delivered, as owner and requester would.
 */
export async function deliveredCommission(
  t: UsedTestApp,
  fields: Record<string, string> = REQUEST,
): Promise<{ id: number; cookie: string; commission: Json }> {
  const { id, cookie, depositOrder } = await acceptedCommission(t, { fields });
  await markPaid(t, depositOrder!);
  for (const status of ["in-progress", "finished", "delivered"]) {
    expect((await moveTo(t, id, status)).status).toBe(200);
  }
  return { id, cookie, commission: (await t.owner(`/api/admin/commissions/${id}`)).body };
}
