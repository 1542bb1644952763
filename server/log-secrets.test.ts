import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { addSnapPack, cellOf } from "../testing/fixtures.ts";
import { json, TEST_PASSWORD } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";
import { createLogger } from "./logger.ts";

/**
 * No password, session token, cookie or order access key ever reaches the log. The
 * owner signs in (and once wrongly), changes the password, a visitor places an order and opens it
 * with its key from the e-mail; then every line the app wrote is searched for each secret seen.
 */
describe.each(DB_KINDS)("no secrets in the log (%s)", (kind) => {
  // E-mails carry the order link (and its key) only with a public address.
  const t = useTestApp(kind, { env: { PUBLIC_URL: "http://localhost" } });
  const NEW_PASSWORD = "an entirely new owner password";
  const WRONG_PASSWORD = "a wrong guess at the password";

  const cookieValue = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!.split("=")[1]!;

  it("logs the requests and events of a sign-in, a password change and an order, and none of their secrets", async () => {
    const secrets: string[] = [TEST_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD];

    expect(
      (await t.request("/api/admin/login", json("POST", { password: WRONG_PASSWORD }))).status,
    ).toBe(401);
    const signedIn = await t.request("/api/admin/login", json("POST", { password: TEST_PASSWORD }));
    const token = cookieValue(signedIn.headers.get("set-cookie"));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.push(token);
    const cookie = `easel_owner=${token}`;
    const changed = await t.request(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, { cookie }),
    );
    expect(changed.status).toBe(200);
    // The session goes on under a new token (the old one ended with the change).
    const rotated = cookieValue(changed.headers.get("set-cookie"));
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.push(rotated);

    const product = await addSnapPack(t.db());
    const v = visitor(t);
    expect((await v.add({ productId: product, quantity: 1 })).status).toBe(201);
    const placed = await v.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, idempotencyKey: "key-0000000000000001" }),
    );
    expect(placed.status).toBe(201);
    // The cart's and the order-access cookie's values.
    for (const pair of v.cookie.split("; ")) secrets.push(pair.slice(pair.indexOf("=") + 1));
    const mail = await cellOf(t.db(), "mail_outbox", "text_body", { to_address: CUSTOMER.email });
    const key = /\?key=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(key).toBeDefined();
    secrets.push(key!);
    const opened = await t.request(`/api/orders/${placed.body.orderNumber}?key=${key}`);
    expect(opened.status).toBe(200);
    expect((await opened.json()).customer.email).toBe(CUSTOMER.email);
    // A body the API cannot read, with a password in it.
    await t.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"password": "${WRONG_PASSWORD}"`,
    });
    expect(
      (
        await t.request("/api/admin/logout", {
          method: "POST",
          headers: { cookie: `easel_owner=${rotated}` },
        })
      ).status,
    ).toBe(200);

    // The log has the story…
    const paths = t.logs.filter((line) => line.msg === "request").map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/admin/login",
        "/api/admin/password",
        "/api/orders",
        `/api/orders/${placed.body.orderNumber}`,
      ]),
    );
    expect(t.logs.map((line) => line.event).filter(Boolean)).toEqual([
      "sign-in-failed",
      "sign-in",
      "password-changed",
      "sign-out",
    ]);
    // …and none of the secrets, cookies or keys.
    const text = t.logs.map((line) => JSON.stringify(line)).join("\n");
    expect(secrets.length).toBe(8);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/cookie|key=/i);
  });
});

describe("the logger", () => {
  it("redacts fields that may hold a secret, should a line ever carry one", () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger = createLogger({ destination });
    logger.info({
      password: "p1 secret",
      body: { currentPassword: "p2 secret", newPassword: "p3 secret" },
      session: { token: "t1 secret" },
      req: { headers: { cookie: "easel_owner=c1 secret" } },
      res: { headers: { "set-cookie": "easel_owner=c2 secret" } },
      headers: { cookie: "c3 secret", "set-cookie": "c4 secret" },
      caller: { ownerToken: "t2 secret", orderKeys: ["k1 secret"] },
      path: "/admin",
    });
    const text = lines.join("");
    expect(text).not.toContain("secret");
    expect(JSON.parse(text)).toMatchObject({ password: "[redacted]", path: "/admin" });
  });
});
