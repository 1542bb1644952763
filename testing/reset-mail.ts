/** A site whose mail goes to a real SMTP sink, for the password reset's tests. */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { type Received, startSmtp } from "./smtp.ts";
import { json } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";
import { useTestApp } from "./use-test-app.ts";

export const OWNER_EMAIL = "owner@studio.example";

/**
 * The owner's address on the browser tests' reset shop (OWNER_EMAIL there, playwright.config.ts):
 * a real-looking one, as the demo's is a placeholder that owner mails are never sent to.
 */
export const RESET_OWNER_EMAIL = "artist@studio.example";
export const PUBLIC_URL = "https://art.example";

/** A reset link in a received mail's text (quoted-printable's soft line breaks undone). */
const LINK = /https?:\/\/[^\s"<>]+\/admin\/password-reset\/([A-Za-z0-9_-]+)/;

/** The link a reset mail holds and its token; fails the test when it holds none. */
export function resetLinkOf(mail: Received): { link: string; token: string } {
  const match = LINK.exec(mail.raw.replace(/=\r?\n/g, ""));
  expect(match, "a reset link in the mail").not.toBeNull();
  return { link: match![0], token: match![1]! };
}

/**
 * A test app for each test (as useTestApp) with PUBLIC_URL, OWNER_EMAIL and SMTP_URL pointing at
 * a real SMTP sink of the suite's, unless `env` says otherwise (SMTP_URL: "" for no mail); its
 * sender is stopped after each test, and the sink emptied before the next.
 */
export function useResetSite(kind: DbKind, env: Record<string, string> = {}) {
  const appEnv: Record<string, string> = { PUBLIC_URL, OWNER_EMAIL, ...env };
  let sink: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    sink = await startSmtp();
    appEnv.SMTP_URL ??= sink.url;
  });
  afterAll(() => sink?.close());
  const t = useTestApp(kind, { env: appEnv });
  beforeEach(() => {
    sink!.received.length = 0;
  });
  afterEach(() => t.services.mail.stop());

  return {
    t,
    /** What the sink has received in this test. */
    received: () => sink!.received,
    /** `POST /api/admin/password-reset` from `address`, with extra headers (a forged Host). */
    ask: (email: string, address = "198.51.100.40", headers: Record<string, string> = {}) =>
      t.request("/api/admin/password-reset", json("POST", { email }, headers), address),
    /** Sets a password by a reset link's token: `POST /api/admin/password-reset/{token}`. */
    use: (token: string, body: Record<string, unknown>, address = "198.51.100.41") =>
      t.request(`/api/admin/password-reset/${token}`, json("POST", body), address),
    /** The token of the `index`th reset mail the sink receives, once it has arrived. */
    async token(index = 0): Promise<string> {
      await expect.poll(() => sink!.received.length, { timeout: 5000 }).toBeGreaterThan(index);
      return resetLinkOf(sink!.received[index]!).token;
    },
  };
}
