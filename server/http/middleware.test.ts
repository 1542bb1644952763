import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp, withTestApp } from "../../testing/use-test-app.ts";

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.has("x-powered-by")).toBe(false);
}

/** A body stream without Content-Length, so the limit must be enforced while reading. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(32);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe.each(DB_KINDS)("HTTP middleware (%s)", (kind) => {
  const t = useTestApp(kind);

  describe("request log", () => {
    it("logs one line per request with the request id it returns in X-Request-Id", async () => {
      const response = await t.request("/api/admin/session");
      const requestId = response.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const line = t.logs.find((entry) => entry.reqId === requestId);
      expect(line).toMatchObject({ method: "GET", path: "/api/admin/session", status: 200 });
      expect(typeof line?.ms).toBe("number");
    });

    it("gives every request its own id", async () => {
      const a = await t.request("/api/admin/session");
      const b = await t.request("/api/admin/session");
      expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    });
  });

  describe("security headers", () => {
    it("are on API responses, 404s, errors and refusals alike", async () => {
      const responses = [
        await t.request("/api/admin/session"),
        await t.request("/api/nothing-here"),
        await t.request("/api/admin/login", json("POST", { password: 1 })),
        await t.request("/api/admin/products"),
        await t.request("/api/admin/login", {
          method: "POST",
          body: "x",
          headers: { "content-type": "text/plain" },
        }),
      ];
      expect(responses.map((r) => r.status)).toEqual([200, 404, 400, 401, 415]);
      for (const response of responses) expectSecurityHeaders(response);
    });

    it("uses a fresh nonce for every response", async () => {
      const nonce = async () =>
        (await t.request("/api/admin/session")).headers
          .get("content-security-policy")
          ?.match(/nonce-([^']+)/)?.[1];
      expect(await nonce()).not.toBe(await nonce());
    });

    it("sends HSTS for one year only over HTTPS", async () => {
      const plain = await t.request("http://shop.example/api/admin/session");
      expect(plain.headers.has("strict-transport-security")).toBe(false);
      const secure = await t.request("https://shop.example/api/admin/session");
      expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=31536000\b/);
    });

    it("trusts X-Forwarded-Proto only behind a trusted proxy", async () => {
      const headers = { "x-forwarded-proto": "https" };
      const untrusted = await t.request("/api/admin/session", { headers });
      expect(untrusted.headers.has("strict-transport-security")).toBe(false);
      await withTestApp(kind, { TRUST_PROXY: "1" }, async (proxied) => {
        const trusted = await proxied.request("/api/admin/session", { headers });
        expect(trusted.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
      });
    });
  });

  describe("body limits", () => {
    it("refuses a JSON body over 1 MB from its Content-Length with 413", async () => {
      const body = JSON.stringify({ password: "x".repeat(1024 * 1024) });
      const response = await t.request("/api/admin/login", json("POST", JSON.parse(body)));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/too large/i) });
    });

    it("stops reading a streamed body as soon as it passes 1 MB", async () => {
      let pulled = 0;
      const source = streamedBody(50 * 1024 * 1024);
      const reader = source.getReader();
      const counted = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          pulled += value.length;
          controller.enqueue(value);
        },
      });
      const response = await t.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: counted,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThan(2 * 1024 * 1024);
    });

    it("allows uploads up to 25 MB and refuses larger ones with 413", async () => {
      const cookie = await t.login();
      const upload = (bytes: number) =>
        t.request("/api/upload", {
          method: "POST",
          headers: {
            cookie,
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(bytes),
          },
          body: Readable.toWeb(Readable.from([Buffer.alloc(0)])) as ReadableStream,
          duplex: "half",
        } as RequestInit);
      expect((await upload(26 * 1024 * 1024)).status).toBe(413);
      expect((await upload(2 * 1024 * 1024)).status).not.toBe(413);
    });
  });

  describe("content types on /api writes", () => {
    it("refuses anything but application/json with 415", async () => {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=a",
      ]) {
        const response = await t.request("/api/admin/login", {
          method: "POST",
          headers: { "content-type": type },
          body: "password=x",
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ message: "Content-Type must be application/json" });
      }
    });

    it("refuses a body without a content type with 415", async () => {
      const response = await t.request("/api/admin/login", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "" },
      });
      expect(response.status).toBe(415);
    });

    it("accepts a write without a body (logout)", async () => {
      const response = await t.request("/api/admin/logout", { method: "POST" });
      expect(response.status).toBe(200);
    });

    it("answers malformed JSON with 400 and a message", async () => {
      const response = await t.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: '{"password": "x"',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Malformed JSON in request body" });
    });

    it("requires multipart on the upload endpoints", async () => {
      const cookie = await t.login();
      const response = await t.request("/api/upload", json("POST", { image: "x" }, { cookie }));
      expect(response.status).toBe(415);
    });
  });

  describe("same-origin rule", () => {
    it("refuses a state-changing request from a foreign Origin with 403", async () => {
      for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
        const response = await t.request(
          "http://localhost/api/admin/login",
          json("POST", { password: "whatever" }, { origin }),
        );
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: "Cross-origin request refused" });
      }
    });

    it("refuses a cross-site browser request that sends no Origin", async () => {
      const response = await t.request("/api/admin/logout", {
        method: "POST",
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(response.status).toBe(403);
    });

    it("lets same-origin writes and foreign reads through", async () => {
      const write = await t.request("http://localhost/api/admin/logout", {
        method: "POST",
        headers: { origin: "http://localhost" },
      });
      expect(write.status).toBe(200);
      const read = await t.request("http://localhost/api/admin/session", {
        headers: { origin: "https://evil.example" },
      });
      expect(read.status).toBe(200);
    });
  });

  describe("error handler", () => {
    it("turns validation failures into {message, errors}", async () => {
      const response = await t.request("/api/admin/login", json("POST", { password: 42 }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Password is required",
        errors: { password: "Password is required" },
      });
    });

    it("hides unexpected failures behind a generic 500 that names the request id", async () => {
      await t.database.handle.close(); // every query now fails
      const response = await t.request("/api/admin/session", {
        headers: { cookie: "easel_owner=some-token" },
      });
      expect(response.status).toBe(500);
      const body = (await response.json()) as Record<string, unknown>;
      const requestId = response.headers.get("x-request-id");
      expect(body).toEqual({
        message: "Something went wrong on our side. Please try again.",
        requestId,
      });
      expectSecurityHeaders(response);
      const logged = t.logs.find((line) => line.msg === "unhandled error");
      expect(logged?.reqId).toBe(requestId);
      expect(String((logged?.err as { stack?: string })?.stack)).toContain("Error");
    });
  });
});
