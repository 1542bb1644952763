/** What the security suites send and check: bodies that would be accepted, snapshots, headers. */
import { expect } from "vitest";
import { makeJpeg } from "../images.ts";
import { rowCounts } from "../table-rows.ts";
import { json, TEST_PASSWORD, type TestApp } from "../test-app.ts";
import { CUSTOMER } from "../visitor.ts";
import type { Endpoint } from "./site.ts";
import { SITE, WRITE_METHODS } from "./site.ts";

export const IMAGE_URL = `/media/${"d".repeat(32)}/400.webp`;

/** A body that would be accepted if the request got through, so a missing guard would write. */
export async function bodyFor(endpoint: Endpoint): Promise<RequestInit> {
  const { method, path: p } = endpoint;
  if (!WRITE_METHODS.has(method)) return { method };
  if (p === "/api/upload" || p.endsWith("/upload") || p.endsWith("/uploads")) {
    const form = new FormData();
    const file = new File([new Uint8Array(await makeJpeg(40, 30))], "upload.jpg", {
      type: "image/jpeg",
    });
    form.append(p === "/api/upload" ? "image" : "files", file);
    return { method, body: form };
  }
  const bodies: Record<string, unknown> = {
    "POST /api/admin/products": {
      name: "Injected product",
      price: "1.00",
      category: "coasters",
      imageUrl: IMAGE_URL,
    },
    "PATCH /api/admin/products/:id": { name: "Renamed by a stranger", price: "0.01" },
    "POST /api/admin/artworks": { title: "Injected", category: "sketches", imageUrl: IMAGE_URL },
    "POST /api/admin/snap-cards": { title: "Injected", subcategory: "dog", imageUrl: IMAGE_URL },
    "PATCH /api/admin/messages/:id": { read: true },
    "PATCH /api/admin/orders/:number": { status: "cancelled", note: "by a stranger" },
    "PATCH /api/admin/settings": { paymentInstructions: "Send money to a stranger" },
    "POST /api/admin/password": { currentPassword: TEST_PASSWORD, newPassword: "x".repeat(20) },
    "POST /api/admin/login": { password: "wrong password" },
    "POST /api/admin/password-reset": { email: "owner@example.com" },
    "POST /api/admin/password-reset/:token": { password: "tangerine-violin-harbour-57" },
    "POST /api/cart/add": { productId: 1, quantity: 1 },
    "PATCH /api/cart/update": { cartItemId: 1, quantity: 5 },
    "POST /api/orders": CUSTOMER,
    "POST /api/subscribe": { email: "mallory@readers.example", consent: true },
    "PUT /api/admin/consent-text": { text: "Changed by a stranger" },
    "POST /api/contact": {
      name: "Mallory",
      email: "mallory@example.com",
      message: "A message sent from another site",
    },
  };
  return json(method, bodies[`${method} ${p}`] ?? {});
}

/** Row counts of every table and the write counter: what "nothing was written" means. */
export async function snapshot(t: TestApp) {
  const { db } = t.database.handle;
  const counts = await rowCounts(t.database.handle);
  // The fields a stranger's PATCH would change.
  const product = await db.selectFrom("products").select(["name", "price"]).orderBy("id").execute();
  const statuses = await db.selectFrom("orders").select(["order_number", "status"]).execute();
  const read = await db.selectFrom("contact_messages").select(["id", "read_at"]).execute();
  const settings = await db.selectFrom("settings").selectAll().execute();
  return {
    writes: t.database.handle.writes.version,
    counts,
    product,
    statuses,
    read,
    settings,
  };
}

export function expectSecurityHeaders(response: Response, label: string) {
  const h = response.headers;
  const csp = h.get("content-security-policy") ?? "";
  // Scripts run by this response's nonce, or (a replayed public page, the same bytes for everyone)
  // by the hashes of the page's own inline scripts (none for a data load): never by anything a
  // visitor could add.
  expect(csp, label).toMatch(
    /script-src (('nonce-[A-Za-z0-9+/]{22}==' |('sha256-[A-Za-z0-9+/]{43}=' )+)'strict-dynamic'|'none')(;|$)/,
  );
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, label).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:/);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), label).toBe("DENY");
  expect(h.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(h.get("permissions-policy"), label).toContain("camera=()");
  expect(h.has("x-powered-by"), label).toBe(false);
  expect(h.get("x-request-id"), label).toMatch(/^[0-9a-f-]{36}$/);
}

export const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

export const randomIp = () =>
  `${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(
    Math.random() * 256,
  )}.${1 + Math.floor(Math.random() * 254)}`;

/** Every header a client might use to claim another address. */
export function spoofedAddressHeaders(): Record<string, string> {
  const ip = randomIp();
  return {
    "x-forwarded-for": `${ip}, ${randomIp()}`,
    "x-real-ip": randomIp(),
    forwarded: `for=${randomIp()};proto=https`,
    "cf-connecting-ip": randomIp(),
    "true-client-ip": randomIp(),
    "x-client-ip": randomIp(),
    "x-cluster-client-ip": randomIp(),
    "fastly-client-ip": randomIp(),
  };
}

export function formPost(fields: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
    body: new URLSearchParams(fields),
  } satisfies RequestInit;
}
