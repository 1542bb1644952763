import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addSnapPack, offsiteBackupRow, outboxText } from "../../../testing/fixtures.ts";
import { startSmtp } from "../../../testing/smtp.ts";
import { createTestApp, json, type TestApp } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";
import { HELD_FOR_PLACEHOLDER } from "../../services/mail.ts";

const IDS = ["contact", "public-url", "mail", "payment", "legal", "address", "backup"];

/** The owner's own details: every placeholder replaced. */
const OWN_PROFILE = {
  ...DEFAULT_PROFILE,
  email: "mara@quill.studio",
  ordersEmail: "orders@quill.studio",
  phone: "+44 1736 790 123",
  businessAddress: "Studio 4\n12 Harbour Road\nSt Ives TR26 1AA",
  social: [{ kind: "instagram", label: "Instagram", href: "https://www.instagram.com/maraquill" }],
};

/** Runs `run` on an app of its own with a real SMTP sink, signed in as the owner. */
async function withMailedApp(
  kind: (typeof DB_KINDS)[number],
  env: Record<string, string>,
  run: (
    t: TestApp,
    owner: (path: string, init?: RequestInit) => Promise<Response>,
    received: Awaited<ReturnType<typeof startSmtp>>["received"],
  ) => Promise<void>,
) {
  const smtp = await startSmtp();
  const t = await createTestApp(kind, { SMTP_URL: smtp.url, ...env });
  try {
    const cookie = await t.login();
    const owner = (path: string, init: RequestInit = {}) =>
      t.request(path, { ...init, headers: { ...(init.headers ?? {}), cookie } });
    await run(t, owner, smtp.received);
  } finally {
    await t.services.mail.stop();
    await t.dispose();
    await smtp.close();
  }
}

describe.each(DB_KINDS)("go-live checklist (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("is owner only", async () => {
    expect((await t.request("/api/admin/go-live")).status).toBe(401);
    expect((await t.request("/api/admin/go-live/test-mail", json("POST", {}))).status).toBe(401);
  });

  it("finds every item not done on a fresh site, each with a sentence and a link", async () => {
    const { status, body } = await t.owner("/api/admin/go-live");
    expect(status).toBe(200);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(IDS);
    for (const item of body.items) {
      expect(item, item.id).toMatchObject({ ok: false });
      expect(item.message).toMatch(/\.$/);
      expect(item.href).toMatch(/^\/(admin|api\/admin)\//);
    }
    const byId = Object.fromEntries(body.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.contact.message).toContain("hello@example.com");
    expect(byId.contact.message).toContain("+1 (555) 010-0199");
    expect(byId.backup.message).toMatch(/^No backup yet/);
    expect(byId.contact.href).toBe("/admin/settings#settings-profile");
  });

  it("refuses a test mail while the owner's address is a placeholder", async () => {
    const answer = await t.owner("/api/admin/go-live/test-mail", json("POST", {}));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain("hello@example.com");
    expect(await t.db().selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });

  it("holds an owner's order notice to the placeholder address, never sending it to example.com", async () => {
    await withMailedApp(kind, {}, async (app, owner, received) => {
      const id = await addSnapPack(app.database.handle.db);
      const buyer = visitor(app);
      await buyer.add({ productId: id });
      expect((await buyer.send("/api/orders", json("POST", CUSTOMER))).status).toBe(201);
      // The buyer's confirmation goes out; the owner's notice stays held, with its reason.
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]!.to).toEqual([CUSTOMER.email]);
      await app.services.mail.deliverDue();
      expect(received.flatMap((mail) => mail.to)).toEqual([CUSTOMER.email]);
      const outbox = await (await owner("/api/admin/outbox")).json();
      expect(outbox).toContainEqual(
        expect.objectContaining({
          kind: "owner-new-order",
          to: "hello@example.com",
          status: "held",
          lastError: HELD_FOR_PLACEHOLDER,
        }),
      );
      // The buyer is never offered the placeholder as the shop's address.
      const confirmation = await outboxText(app.database.handle.db, "order-confirmation");
      expect(confirmation).not.toContain("example.com");
      expect(confirmation).not.toContain("Questions?");
    });
  });

  it("finds every item done once fixed, and sends the test mail to the owner", async () => {
    await withMailedApp(
      kind,
      { PUBLIC_URL: "https://quill.studio" },
      async (app, owner, received) => {
        const saved = await owner(
          "/api/admin/settings",
          json("PATCH", {
            profile: OWN_PROFILE,
            paymentInstructions: "Pay by bank transfer to Mara Quill, sort code 12-34-56.",
            legal: {
              privacy: "# Privacy\nMine.",
              terms: "# Terms\nMine.",
              shippingReturns: "# Shipping\nMine.",
            },
          }),
        );
        expect(saved.status).toBe(200);
        expect((await owner("/api/admin/backup")).status).toBe(200);
        const { items } = await (await owner("/api/admin/go-live")).json();
        expect(items.map((item: { id: string; ok: boolean }) => [item.id, item.ok])).toEqual(
          IDS.map((id) => [id, true]),
        );

        const sent = await owner("/api/admin/go-live/test-mail", json("POST", {}));
        expect(sent.status).toBe(202);
        expect(await sent.json()).toMatchObject({ to: "mara@quill.studio", status: "sent" });
        expect(received.map((mail) => mail.to)).toEqual([["mara@quill.studio"]]);
        expect(received[0]!.raw).toContain("test mail");
        void app;
      },
    );
  });

  it("counts a checked off-site backup of the last week as a recent backup", async () => {
    const record = (daysAgo: number) =>
      offsiteBackupRow(
        new Date(Date.now() - daysAgo * 24 * 3600_000),
        "s3://quill-backups/shop",
        true,
      );
    const backupItem = async () => {
      const { body } = await t.owner("/api/admin/go-live");
      return body.items.find((item: { id: string }) => item.id === "backup");
    };
    const old = record(8);
    await t.db().insertInto("offsite_backups").values(old).execute();
    expect(await backupItem()).toMatchObject({
      ok: false,
      message: `The last off-site backup was made on ${old.started_at.slice(0, 10)}, more than 7 days ago: Settings → Backups says why the nightly one fails.`,
      href: "/admin/settings#settings-backups",
    });
    // A failed attempt since does not count; a good one does.
    await t
      .db()
      .insertInto("offsite_backups")
      .values({ ...record(1), status: "failed", error: "The bucket was not there." })
      .execute();
    expect(await backupItem()).toMatchObject({ ok: false });
    const recent = record(2);
    await t.db().insertInto("offsite_backups").values(recent).execute();
    expect(await backupItem()).toMatchObject({
      ok: true,
      message: `An off-site backup was made on ${recent.started_at.slice(0, 10)}: ${recent.location}.`,
      href: "/admin/settings#settings-backups",
    });
  });

  it("says a backup older than a week and an http:// PUBLIC_URL are not enough", async () => {
    await withMailedApp(kind, { PUBLIC_URL: "http://quill.studio" }, async (app, owner) => {
      await app.database.handle.db
        .insertInto("security_events")
        .values({
          occurred_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(),
          kind: "backup-downloaded",
          client_address: "203.0.113.10",
          detail: "{}",
        })
        .execute();
      const { items } = await (await owner("/api/admin/go-live")).json();
      const byId = Object.fromEntries(items.map((item: { id: string }) => [item.id, item]));
      expect(byId["public-url"]).toMatchObject({ ok: false });
      expect(byId["public-url"].message).toContain("https://");
      expect(byId.backup).toMatchObject({ ok: false });
      expect(byId.backup.message).toContain("more than 7 days ago");
    });
  });
});
