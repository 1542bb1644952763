/**
 * Who gets a password reset mail, and what its link is made from (PRODUCT.md §6): PUBLIC_URL
 * alone, never a request's Host; no mail at all without PUBLIC_URL or SMTP_URL; at most three an
 * hour whoever asks, and a limit per client. The answer is 202 with the same body throughout.
 */
import { describe, expect, it } from "vitest";
import { RESET_REQUESTED } from "#core/schemas/password-reset-input.ts";
import { OWNER_EMAIL, PUBLIC_URL, resetLinkOf, useResetSite } from "../../../testing/reset-mail.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { PASSWORD_RESET_MAILS, PASSWORD_RESET_REQUESTS } from "../../services/limits.ts";

/** The reset mails in the outbox (written before the request is answered). */
const outboxOf = (site: ReturnType<typeof useResetSite>) =>
  site.t
    .db()
    .selectFrom("mail_outbox")
    .select(["kind", "to_address"])
    .where("kind", "=", "owner-password-reset")
    .execute();

async function expectTheAnswer(response: Response) {
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ message: RESET_REQUESTED });
}

describe.each(DB_KINDS)("the reset mail's link and a forged Host (%s)", (kind) => {
  const site = useResetSite(kind, { ALLOWED_HOSTS: "shop.other.example" });

  it("is built from PUBLIC_URL whatever Host or X-Forwarded-Host the request names", async () => {
    const forged: Array<Record<string, string>> = [
      { host: "attacker.localhost:8666" },
      { host: "shop.other.example", "x-forwarded-host": "evil.example" },
    ];
    for (const [i, headers] of forged.entries()) {
      await expectTheAnswer(await site.ask(OWNER_EMAIL, `198.51.100.${50 + i}`, headers));
      await site.token(i);
    }
    for (const mail of site.received()) {
      expect(resetLinkOf(mail).link).toMatch(
        new RegExp(`^${PUBLIC_URL}/admin/password-reset/[A-Za-z0-9_-]{43}$`),
      );
      expect(mail.raw).not.toMatch(/attacker|other\.example|evil\.example/);
    }
    // A Host the site does not answer to never reaches the request at all.
    const misdirected = await site.ask(OWNER_EMAIL, "198.51.100.60", { host: "evil.example" });
    expect(misdirected.status).toBe(421);
    expect(await outboxOf(site)).toHaveLength(2);
  });
});

describe.each(DB_KINDS)("without PUBLIC_URL (%s)", (kind) => {
  const site = useResetSite(kind, { PUBLIC_URL: "" });

  it("mails no link at all, whatever the Host, and answers the same", async () => {
    expect(site.t.services.passwordReset.available()).toBe(false);
    for (const host of ["evil.example", "localhost"]) {
      await expectTheAnswer(await site.ask(OWNER_EMAIL, "198.51.100.70", { host }));
    }
    expect(await outboxOf(site)).toEqual([]);
    expect(await site.t.db().selectFrom("password_resets").selectAll().execute()).toEqual([]);
  });
});

describe.each(DB_KINDS)("without mail (%s)", (kind) => {
  const site = useResetSite(kind, { SMTP_URL: "" });

  it("mails no link and answers the same", async () => {
    expect(site.t.services.passwordReset.available()).toBe(false);
    await expectTheAnswer(await site.ask(OWNER_EMAIL));
    expect(await outboxOf(site)).toEqual([]);
  });
});

describe.each(DB_KINDS)("how many reset mails (%s)", (kind) => {
  const site = useResetSite(kind);

  it(`sends at most ${PASSWORD_RESET_MAILS} an hour however many clients ask; the next is not sent, still 202`, async () => {
    for (let i = 0; i <= PASSWORD_RESET_MAILS; i++) {
      await expectTheAnswer(await site.ask(OWNER_EMAIL, `203.0.113.${20 + i}`));
    }
    expect(await outboxOf(site)).toEqual(
      Array.from({ length: PASSWORD_RESET_MAILS }, () => ({
        kind: "owner-password-reset",
        to_address: OWNER_EMAIL,
      })),
    );
    await site.token(PASSWORD_RESET_MAILS - 1);
    expect(site.received()).toHaveLength(PASSWORD_RESET_MAILS);
    expect(site.t.logs.some((line) => String(line.msg).startsWith("password reset:"))).toBe(true);
    // Another address asking meanwhile still gets the same answer, and no mail either.
    await expectTheAnswer(await site.ask("someone@example.com", "203.0.113.40"));
    expect(await outboxOf(site)).toHaveLength(PASSWORD_RESET_MAILS);
  });

  it(`lets one client ask ${PASSWORD_RESET_REQUESTS} times in a quarter of an hour, whatever address it types`, async () => {
    for (let i = 0; i < PASSWORD_RESET_REQUESTS; i++) {
      await expectTheAnswer(await site.ask(`someone-${i}@example.com`, "203.0.113.50"));
    }
    const refused = await site.ask(OWNER_EMAIL, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many password reset requests/);
    expect(await outboxOf(site)).toEqual([]);
    // Another client is not held back by it.
    await expectTheAnswer(await site.ask(OWNER_EMAIL, "203.0.113.51"));
    expect(await outboxOf(site)).toHaveLength(1);
  });

  it("refuses what is not an e-mail address with a field error", async () => {
    for (const email of ["", "not an address", 42]) {
      const response = await site.t.request(
        "/api/admin/password-reset",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        },
        "203.0.113.60",
      );
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ email: "Enter an e-mail address" });
    }
  });
});
