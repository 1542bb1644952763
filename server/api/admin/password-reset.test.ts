/**
 * "Forgot your password?" (PRODUCT.md §6): the link the owner's address gets, through a real SMTP
 * server, and what it does: once, for an hour, until the password changes, by the password rule
 * of Settings; every other session signed out, every known device forgotten, all in the log.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RESET_REQUESTED } from "#core/schemas/password-reset-input.ts";
import { seedDemoTexts } from "../../../testing/demo-site.ts";
import { OWNER_EMAIL, PUBLIC_URL, useResetSite } from "../../../testing/reset-mail.ts";
import { json, TEST_PASSWORD } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { SECRET_REMOVED } from "../../services/mail-outbox.ts";
import { LINK_GONE, RESET_LINK_MS } from "../../services/password-reset.ts";

const NEW_PASSWORD = "tangerine-violin-harbour-57";
const HOME = "198.51.100.7";
const START = new Date("2026-03-02T09:00:00.000Z");

/** `name=value` of each cookie a response sets. */
const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(";")[0]!);

describe.each(DB_KINDS)("a password reset link (%s)", (kind) => {
  const site = useResetSite(kind);
  const { t } = site;

  const login = (password: string, cookie = "") =>
    t.request("/api/admin/login", json("POST", { password }, cookie ? { cookie } : {}), HOME);
  const session = async (cookie: string) =>
    (await t.request("/api/admin/session", { headers: { cookie } })).json();
  /** The security log, oldest first: each event's kind and where it came from. */
  const events = () =>
    t.db().selectFrom("security_events").select(["kind", "client_address"]).orderBy("id").execute();
  const kinds = async () => (await events()).map((row) => row.kind);

  it("goes to the owner's address alone, whatever its case, built from PUBLIC_URL; the answer is the same for any address", async () => {
    for (const email of ["someone@example.com", ` ${OWNER_EMAIL.toUpperCase()} `]) {
      const asked = await site.ask(email);
      expect(asked.status, email).toBe(202);
      expect(await asked.json(), email).toEqual({ message: RESET_REQUESTED });
    }
    const token = await site.token();
    const [mail] = site.received();
    expect(mail!.to).toEqual([OWNER_EMAIL]);
    expect(mail!.raw).toContain("Subject: Reset your password for ");
    expect(mail!.raw.replace(/=\r?\n/g, "")).toContain(
      `${PUBLIC_URL}/admin/password-reset/${token}`,
    );
    // 32 random bytes, in base64url.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    // Only the token's hash is kept, and the outbox keeps no link once the mail is sent.
    const rows = await t.db().selectFrom("password_resets").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    await expect
      .poll(async () => (await t.db().selectFrom("mail_outbox").selectAll().execute())[0])
      .toMatchObject({ status: "sent", text_body: SECRET_REMOVED, html_body: null });
    expect(await kinds()).toEqual(["password-reset-mailed"]);
    // Never the token in the log.
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it("sets a new password once: this browser signed in, every other session signed out, known devices forgotten, in the log", async () => {
    const before = await login(TEST_PASSWORD);
    const [oldSession, oldDevice] = cookiesOf(before);
    expect((await site.ask(OWNER_EMAIL)).status).toBe(202);
    const token = await site.token();

    const used = await site.use(token, { password: NEW_PASSWORD });
    expect(used.status).toBe(204);
    expect(await used.text()).toBe("");
    const [renewed, device] = cookiesOf(used);
    // PUBLIC_URL is https: the cookies carry the __Host- prefix.
    expect(renewed).toMatch(/^__Host-easel_owner=[A-Za-z0-9_-]{43}$/);
    expect(device).toMatch(/^__Host-easel_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await session(renewed!)).toEqual({ authenticated: true });
    expect(await session(oldSession!)).toEqual({ authenticated: false });

    expect((await login(TEST_PASSWORD)).status).toBe(401);
    // The browser that knew the old password is a stranger now: its mark is replaced.
    const again = await login(NEW_PASSWORD, oldDevice);
    expect(again.status).toBe(200);
    expect(cookiesOf(again)[1]).not.toBe(oldDevice);

    const twice = await site.use(token, { password: "another-violin-harbour-58" });
    expect(twice.status).toBe(410);
    expect(await twice.json()).toEqual({ message: LINK_GONE });
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    const resets = (await events()).filter((row) => row.kind.startsWith("password-reset"));
    expect(resets).toEqual([
      { kind: "password-reset-mailed", client_address: "198.51.100.40" },
      { kind: "password-reset", client_address: "198.51.100.41" },
    ]);
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(JSON.stringify(t.logs)).not.toContain(NEW_PASSWORD);
  });

  it("works for an hour, then answers 410", async () => {
    t.clock.set(START);
    await site.ask(OWNER_EMAIL);
    const token = await site.token();
    t.clock.set(new Date(START.getTime() + RESET_LINK_MS - 1000));
    expect(await t.services.passwordReset.isUsable(token)).toBe(true);
    t.clock.set(new Date(START.getTime() + RESET_LINK_MS));
    expect(await t.services.passwordReset.isUsable(token)).toBe(false);
    const late = await site.use(token, { password: NEW_PASSWORD });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ message: LINK_GONE });
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });

  it("is void once the password changes in Settings (410)", async () => {
    await site.ask(OWNER_EMAIL);
    const token = await site.token();
    const cookie = cookiesOf(await login(TEST_PASSWORD))[0]!;
    const changed = await t.request(
      "/api/admin/password",
      json("POST", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, { cookie }),
    );
    expect(changed.status).toBe(200);
    expect(await t.services.passwordReset.isUsable(token)).toBe(false);
    const used = await site.use(token, { password: "another-violin-harbour-58" });
    expect(used.status).toBe(410);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a weak password with the field errors of Settings, the site's own words included, and keeps the link", async () => {
    await seedDemoTexts(t.db(), t.services.settingStore);
    await site.ask(OWNER_EMAIL);
    const token = await site.token();
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ password: "short" }, { password: "The new password must be at least 12 characters" }],
      [{}, { password: "The new password must be at least 12 characters" }],
      [
        { password: "x".repeat(1001) },
        { password: "Please keep the password under 1,000 characters" },
      ],
      [
        { password: NEW_PASSWORD, confirmPassword: "tangerine-violin-harbour-75" },
        { confirmPassword: "The two passwords are not the same" },
      ],
      [
        { password: "Calloway Wren 2026" },
        {
          password:
            "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.",
        },
      ],
    ];
    for (const [body, errors] of refusals) {
      const refused = await site.use(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).errors, JSON.stringify(body)).toEqual(errors);
    }
    const guessable = await (await site.use(token, { password: "qwertyuiopasdf" })).json();
    expect(guessable.errors.password).toMatch(/^This password is too easy to guess: /);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    const used = await site.use(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(used.status).toBe(204);
  });

  it("answers 410 for a token that never was, and needs no session", async () => {
    for (const token of ["nonsense", "A".repeat(43), "x".repeat(5000)]) {
      const response = await site.use(token, { password: NEW_PASSWORD });
      expect(response.status, token.slice(0, 20)).toBe(410);
      expect(await response.json()).toEqual({ message: LINK_GONE });
    }
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });
});
