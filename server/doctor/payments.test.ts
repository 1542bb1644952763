import { describe, expect, it } from "vitest";
import { findingAbout as about, doctorEnv } from "../../testing/doctor.ts";
import { readEnv } from "../env.ts";
import { checkCardPayments } from "./payments.ts";

const LIVE = "sk_live_51AbCdEfGhIjKlMnOp";
const WHSEC = "whsec_AbCdEfGhIjKlMnOpQr";
const env = (vars: Record<string, string>) =>
  doctorEnv({ PUBLIC_URL: "https://art.example", ...vars });

describe("doctor: card payments", () => {
  it("says cards are off without keys, and how to turn them on", () => {
    const [only, ...rest] = checkCardPayments(env({}));
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ status: "ok", subject: "Stripe" });
    expect(only!.message).toContain("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  });

  it("passes live keys and shows the webhook's address for Stripe's dashboard", () => {
    const findings = checkCardPayments(
      env({ STRIPE_SECRET_KEY: LIVE, STRIPE_WEBHOOK_SECRET: WHSEC }),
    );
    expect(findings.map((finding) => finding.status)).toEqual(["ok", "ok", "ok"]);
    expect(about(findings, "Webhook").message).toContain(
      "https://art.example/api/payments/stripe/webhook",
    );
    // The keys themselves are never printed.
    expect(JSON.stringify(findings)).not.toContain(LIVE);
    expect(JSON.stringify(findings)).not.toContain(WHSEC);
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: "pk_live_51AbCdEfGhIjKlMnOp", STRIPE_WEBHOOK_SECRET: WHSEC },
      "STRIPE_SECRET_KEY",
      "publishable",
    ],
    [
      { STRIPE_SECRET_KEY: "sk_live_short", STRIPE_WEBHOOK_SECRET: WHSEC },
      "STRIPE_SECRET_KEY",
      "does not look like",
    ],
    [
      { STRIPE_SECRET_KEY: LIVE, STRIPE_WEBHOOK_SECRET: "we_1234567890abcdef" },
      "STRIPE_WEBHOOK_SECRET",
      "whsec_",
    ],
    [{ STRIPE_SECRET_KEY: LIVE }, "Stripe", "STRIPE_WEBHOOK_SECRET is not set"],
    [{ STRIPE_WEBHOOK_SECRET: WHSEC }, "Stripe", "STRIPE_SECRET_KEY is not set"],
  ])("fails %j on %s", (vars, subject, says) => {
    const finding = about(checkCardPayments(env(vars)), subject);
    expect(finding.status).toBe("fail");
    expect(finding.message).toContain(says);
  });

  it("warns of a test key, plain HTTP and a stand-in's address; fails without PUBLIC_URL", () => {
    const test = checkCardPayments(
      env({
        STRIPE_SECRET_KEY: "sk_test_51AbCdEfGhIjKlMnOp",
        STRIPE_WEBHOOK_SECRET: WHSEC,
        PUBLIC_URL: "http://shop.example",
        STRIPE_API_URL: "http://127.0.0.1:12111",
      }),
    );
    expect(about(test, "STRIPE_SECRET_KEY").status).toBe("warn");
    expect(about(test, "Webhook")).toMatchObject({ status: "warn" });
    expect(about(test, "STRIPE_API_URL").message).toContain("http://127.0.0.1:12111");
    const bare = readEnv({
      DATA_DIR: "/srv",
      STRIPE_SECRET_KEY: LIVE,
      STRIPE_WEBHOOK_SECRET: WHSEC,
    });
    expect(about(checkCardPayments(bare), "Webhook").status).toBe("fail");
  });
});
