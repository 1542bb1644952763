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

/** A request taken through quote and acceptance to delivered, as owner and requester would. */
export async function deliveredCommission(
  t: UsedTestApp,
  fields: Record<string, string> = REQUEST,
): Promise<{ id: number; cookie: string; commission: Json }> {
  const { id, cookie } = await requestCommission(t, "203.0.113.70", fields);
  const quoted = await t.owner(
    `/api/admin/commissions/${id}/quote`,
    json("POST", { price: "250.00", deposit: "30%", validUntil: day(14) }),
  );
  expect(quoted.status).toBe(200);
  const accepted = await t.request(`/api/commissions/${id}/accept`, {
    method: "POST",
    headers: { cookie },
  });
  expect(accepted.status).toBe(200);
  for (const status of ["in-progress", "delivered"]) {
    const moved = await t.owner(`/api/admin/commissions/${id}`, json("PATCH", { status }));
    expect(moved.status).toBe(200);
  }
  return { id, cookie, commission: (await t.owner(`/api/admin/commissions/${id}`)).body };
}
