/**
 * Forms posted through the HTTPS proxy that docs/DEPLOY.md prescribes: the proxy speaks plain HTTP
 * to the server, so the request the server sees starts `http://127.0.0.1:3000`, while the
 * browser's Origin is `https://art.example`. Pages must be handed the request as the visitor made
 * it, or React Router's own origin check refuses every form with a 400. Both the trusted proxy
 * (scheme and host from X-Forwarded-Proto and -Host) and PUBLIC_URL alone are deployed shapes.
 * Runs on both engines; the browser suite walks the same behind a real Caddy (caddy.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const pages = servePages();

const MESSAGE = { name: "Ivy", email: "ivy@example.com", message: "Hello there, a question" };

/** A form post as a browser sends it through the proxy: its Origin is the public one. */
function proxiedForm(fields: Record<string, string>, headers: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual" as const,
  };
}

const DEPLOYMENTS: Array<{
  name: string;
  env: Record<string, string>;
  headers: Record<string, string>;
}> = [
  {
    name: "a trusted proxy (TRUST_PROXY=1, X-Forwarded-Proto and -Host)",
    env: { TRUST_PROXY: "1", PUBLIC_URL: "https://art.example" },
    headers: {
      host: "art.example",
      origin: "https://art.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "art.example",
      "x-forwarded-for": "203.0.113.7",
    },
  },
  {
    name: "a proxy that passes Host and nothing else (PUBLIC_URL alone)",
    env: { PUBLIC_URL: "https://art.example" },
    headers: { host: "art.example", origin: "https://art.example" },
  },
  {
    name: "the admin. address through the proxy",
    env: { TRUST_PROXY: "1", PUBLIC_URL: "https://art.example" },
    headers: {
      host: "admin.art.example",
      origin: "https://admin.art.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "admin.art.example",
      "x-forwarded-for": "203.0.113.8",
    },
  },
];

describe.each(DB_KINDS)("forms behind the HTTPS proxy (%s)", (kind) => {
  describe.each(DEPLOYMENTS)("$name", ({ env, headers }) => {
    const t = useTestApp(kind, { env });
    /** The contact form, passed on by the proxy (from its own address) to `path` on the app. */
    const throughProxy = (path: string, sent = headers) =>
      pages.site(t)(`http://127.0.0.1:3000${path}`, proxiedForm(MESSAGE, sent), "127.0.0.1");

    it("a contact message posted without JavaScript is taken", async () => {
      const sent = await throughProxy("/contact");
      expect(sent.status, await sent.clone().text()).not.toBe(400);
      expect([200, 302, 303]).toContain(sent.status);
      const messages = await t.services.database.db
        .selectFrom("contact_messages")
        .select("email")
        .execute();
      expect(messages.map((m) => m.email)).toContain("ivy@example.com");
    });

    it("a form posted from a running page (React Router's data request) is taken", async () => {
      const sent = await throughProxy("/contact.data");
      expect(sent.status, await sent.clone().text()).toBe(200);
    });

    it("a post from another site is still refused", async () => {
      const forged = await throughProxy("/contact", { ...headers, origin: "https://evil.example" });
      expect(forged.status).toBe(403);
    });
  });
});
