import { describe, expect, it } from "vitest";
import { SUBSCRIBE_ANSWER } from "#core/audience.ts";
import { CONSENT_MESSAGE, EMAIL_MESSAGE } from "#core/schemas/audience-input.ts";
import { PUBLIC_URL, reader, useAudienceSite } from "../../testing/audience.ts";
import { addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { SUBSCRIBE_LIMIT } from "../services/limits.ts";

const MINUTE = 60_000;

describe.each(DB_KINDS)("the mailing list's sign-up (%s)", (kind) => {
  const site = useAudienceSite(kind);
  const { t } = site;
  const at = (ms: number) => new Date(Date.parse("2030-03-01T10:00:00Z") + ms);

  it("answers 202 with the same body for a new, a pending and a confirmed address, mailing only the first", async () => {
    t.clock.set(at(0));
    const email = reader("ada");
    const first = await site.subscribe({ email, consent: true, source: "footer" });
    expect(first.status).toBe(202);
    const body = await first.json();
    expect(body).toEqual({ message: SUBSCRIBE_ANSWER });
    await expect.poll(() => site.received().length, { timeout: 5000 }).toBe(1);
    const [mail] = site.received();
    expect(mail!.to).toEqual([email]);
    expect(mail!.raw).toContain(`${PUBLIC_URL}/subscribe/confirm/`);

    // Pending: the same answer.
    const again = await site.subscribe({ email: " ADA@Readers.example ", consent: "on" });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(body);
    // Confirmed: the same answer, and nothing is mailed.
    await t.db().updateTable("subscribers").set({ status: "confirmed" }).execute();
    t.clock.set(at(60 * MINUTE));
    const confirmed = await site.subscribe({ email, consent: true, source: "news" });
    expect(confirmed.status).toBe(202);
    expect(await confirmed.json()).toEqual(body);
    expect(await site.confirmations()).toBe(1);
    const row = await site.subscriber(email);
    expect(row).toMatchObject({
      status: "confirmed",
      source: "footer",
      consent_version: 1,
      signup_address: "198.51.100.20",
    });
    // The token is kept only as a hash.
    const token = await site.confirmToken(email);
    const stored = await t.db().selectFrom("subscriber_tokens").select("token_hash").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it("refuses with 422 without consent or with a bad address, and stores nothing", async () => {
    for (const [input, field, message] of [
      [{ email: reader("bo") }, "consent", CONSENT_MESSAGE],
      [{ email: reader("bo"), consent: false }, "consent", CONSENT_MESSAGE],
      [{ email: reader("bo"), consent: "off" }, "consent", CONSENT_MESSAGE],
      [{ email: "not an address", consent: true }, "email", EMAIL_MESSAGE],
      [{ consent: true }, "email", EMAIL_MESSAGE],
    ] as const) {
      const answer = await site.subscribe(input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
      expect((await answer.json()).errors).toMatchObject({ [field]: message });
    }
    expect(await t.db().selectFrom("subscribers").selectAll().execute()).toEqual([]);
    expect(await site.confirmations()).toBe(0);
  });

  it(`allows ${SUBSCRIBE_LIMIT} sign-ups an hour per client, then 429`, async () => {
    for (let i = 0; i < SUBSCRIBE_LIMIT; i++) {
      const answer = await site.subscribe({ email: reader(`n${i}`), consent: true });
      expect(answer.status).toBe(202);
    }
    const limited = await site.subscribe({ email: reader("n9"), consent: true });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await site.subscriber(reader("n9"))).toBeUndefined();
  });

  it("mails one victim at most one confirmation per 10 minutes and 3 a day, whoever asks", async () => {
    const victim = reader("victim");
    // Sign-ups from many clients (a mail bomb) within a day.
    const ask = async (minutes: number, client: number) => {
      t.clock.set(at(minutes * MINUTE));
      const answer = await site.subscribe({ email: victim, consent: true }, `203.0.113.${client}`);
      expect(answer.status).toBe(202);
    };
    for (let client = 1; client <= 20; client++) await ask(client / 4, client);
    expect(await site.confirmations(victim)).toBe(1);
    await ask(11, 30);
    expect(await site.confirmations(victim)).toBe(2);
    await ask(25, 31);
    expect(await site.confirmations(victim)).toBe(3);
    for (let hour = 1; hour < 24; hour++) await ask(hour * 60, 40 + hour);
    expect(await site.confirmations(victim)).toBe(3);
    // A day after the first, the allowance returns.
    await ask(24 * 60 + 1, 99);
    expect(await site.confirmations(victim)).toBe(4);
  });

  it("starts the same double opt-in from the checkout's box, under the consent version posted, and only when ticked", async () => {
    t.clock.set(at(0));
    const product = await addProduct(t.db(), { name: "Owl Card", category: "cards", price: 500 });
    await t
      .db()
      .insertInto("consent_texts")
      .values({ text: "Newer line", created_at: at(0).toISOString() })
      .execute();
    const buy = async (email: string, extra: Record<string, unknown>) => {
      const v = visitor(t, "198.51.100.77");
      expect((await v.add({ productId: product, quantity: 1 })).status).toBe(201);
      const placed = await v.send("/api/orders", json("POST", { ...CUSTOMER, email, ...extra }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    };
    await buy(reader("nell"), {});
    await buy(reader("kit"), { keepPosted: false });
    expect(await site.subscriber(reader("nell"))).toBeUndefined();
    expect(await site.subscriber(reader("kit"))).toBeUndefined();
    // The page was read under version 1; the owner has since written version 2.
    await buy(reader("mo"), { keepPosted: "on", consentVersion: "1" });
    expect(await site.subscriber(reader("mo"))).toMatchObject({
      status: "pending",
      source: "checkout",
      consent_version: 1,
      signup_address: "198.51.100.77",
    });
    expect(await site.confirmations(reader("mo"))).toBe(1);
    // An unknown version is recorded as the current one.
    await buy(reader("jo"), { keepPosted: true, consentVersion: 99 });
    expect((await site.subscriber(reader("jo")))!.consent_version).toBe(2);
  });

  it("mails no placeholder address", async () => {
    const answer = await site.subscribe({ email: "someone@example.com", consent: true });
    expect(answer.status).toBe(202);
    expect(await t.db().selectFrom("subscribers").selectAll().execute()).toEqual([]);
    expect(await site.confirmations()).toBe(0);
  });
});

describe.each(DB_KINDS)("Admin → Audience's API (%s)", (kind) => {
  const site = useAudienceSite(kind, { owner: true });
  const { t } = site;

  const seed = async () => {
    let client = 1;
    for (const name of ["ada", "grace", "+cmd", "linus"])
      await site.subscribe({ email: reader(name), consent: true }, `192.0.2.${client++}`);
    await t
      .db()
      .updateTable("subscribers")
      .set({ status: "confirmed", confirmed_at: "2030-03-02T09:00:00.000Z" })
      .where("email", "=", reader("grace"))
      .execute();
  };

  it("lists and searches the subscribers for the owner only", async () => {
    await seed();
    expect((await t.request("/api/admin/subscribers")).status).toBe(401);
    const all = await t.owner("/api/admin/subscribers");
    expect(all.status).toBe(200);
    expect(all.body.map((row: { email: string }) => row.email)).toEqual([
      reader("linus"),
      reader("+cmd"),
      reader("grace"),
      reader("ada"),
    ]);
    expect(all.body[2]).toEqual({
      id: expect.any(Number),
      email: reader("grace"),
      status: "confirmed",
      source: "footer",
      consentVersion: 1,
      createdAt: expect.any(String),
      confirmedAt: "2030-03-02T09:00:00.000Z",
    });
    const found = await t.owner("/api/admin/subscribers?q=GRA");
    expect(found.body.map((row: { email: string }) => row.email)).toEqual([reader("grace")]);
    // Wildcards are searched for as themselves.
    expect((await t.owner("/api/admin/subscribers?q=%25")).body).toEqual([]);
  });

  it("exports a formula-safe CSV with the consent evidence", async () => {
    await seed();
    expect((await t.request("/api/admin/subscribers.csv")).status).toBe(401);
    const response = await t.request("/api/admin/subscribers.csv", {
      headers: { cookie: t.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = await response.text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Email","Status","Source","Consent version","Consent text","Signed up","Sign-up address","Confirmed","Confirmation address","Unsubscribed"',
    );
    expect(lines).toHaveLength(5);
    expect(text).toContain(`"'+cmd@readers.example"`);
    expect(text).toContain('"192.0.2.2"');
    expect(text).toContain("Yes, e-mail me about new work");
  });

  it("versions the consent line, and records the version each sign-up ticked", async () => {
    const saved = await t.owner(
      "/api/admin/consent-text",
      json("PUT", { text: "Send me news of new paintings." }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ version: 2, text: "Send me news of new paintings." });
    await site.subscribe({ email: reader("ada"), consent: true });
    expect((await site.subscriber(reader("ada")))!.consent_version).toBe(2);
    const refused = await t.owner("/api/admin/consent-text", json("PUT", { text: " " }));
    expect(refused.status).toBe(400);
  });

  it("removes a person entirely, keeping only a hash that no sign-up gets past", async () => {
    await seed();
    const ada = (await site.subscriber(reader("ada")))!;
    expect((await t.request(`/api/admin/subscribers/${ada.id}`, { method: "DELETE" })).status).toBe(
      401,
    );
    const removed = await t.request(`/api/admin/subscribers/${ada.id}`, {
      method: "DELETE",
      headers: { cookie: t.cookie },
    });
    expect(removed.status).toBe(204);
    expect(await site.subscriber(reader("ada"))).toBeUndefined();
    const suppressed = await t.db().selectFrom("suppressed_addresses").selectAll().execute();
    expect(suppressed).toEqual([
      {
        email_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        reason: "removed",
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(suppressed)).not.toContain("ada");
    const before = await site.confirmations(reader("ada"));
    t.clock.set(new Date(Date.now() + 2 * 24 * 3600_000));
    const again = await site.subscribe({ email: reader("ada"), consent: true }, "192.0.2.77");
    expect(again.status).toBe(202);
    expect(await site.subscriber(reader("ada"))).toBeUndefined();
    expect(await site.confirmations(reader("ada"))).toBe(before);
    const missing = await t.request(`/api/admin/subscribers/${ada.id}`, {
      method: "DELETE",
      headers: { cookie: t.cookie },
    });
    expect(missing.status).toBe(404);
  });
});
