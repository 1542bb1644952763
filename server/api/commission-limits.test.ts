/**
 * What a stranger can make a commission request cost: at most five acknowledgements an hour to
 * one address (counted with the order mails), and a client past its limit is refused before the
 * server reads its body, through the API and the page alike (a real server on a port, the body
 * streamed as a slow browser sends it).
 */
import { describe, expect, it } from "vitest";
import { commissionForm, REQUEST } from "../../testing/commissions.ts";
import { outboxMails, outboxTo } from "../../testing/fixtures.ts";
import { servePages } from "../../testing/page-site.ts";
import { listening, uploadUntilAnswered } from "../../testing/slow-upload.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { UPLOAD_LIMIT_BYTES } from "../http/body-rules.ts";
import { ACKNOWLEDGEMENT_HELD } from "../services/commission-requests.ts";
import { CUSTOMER_MAIL_PER_HOUR } from "../services/mail.ts";

const { app: siteApp } = servePages();

/** A large request's body: most of the upload limit, as 12 parallel uploads each sent. */
const LARGE = UPLOAD_LIMIT_BYTES - 1024 * 1024;

describe.each(DB_KINDS)("commission requests' limits (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("acknowledges at most five requests an hour to one address; past them the request stands, with a note for the owner", async () => {
    const ids: number[] = [];
    for (let i = 0; i <= CUSTOMER_MAIL_PER_HOUR; i++) {
      // Each from a client of its own, and the address spelt in another case: one address.
      const email = i % 2 ? "Grace@Example.com" : "grace@example.com";
      const response = await t.request(
        "/api/commissions",
        commissionForm({ ...REQUEST, email }, []),
        `198.51.100.${i + 1}`,
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    const mails = await outboxMails(t.db());
    const acknowledgements = mails.filter((mail) => mail.kind === "commission-received");
    expect(acknowledgements).toHaveLength(CUSTOMER_MAIL_PER_HOUR);
    // The owner hears of every request, and sees why the last went unacknowledged.
    expect(mails.filter((mail) => mail.kind === "owner-commission")).toHaveLength(ids.length);
    const notes = async (id: number) =>
      (await t.owner(`/api/admin/commissions/${id}`)).body.notes as string;
    expect(await notes(ids[0]!)).toBe("");
    expect(await notes(ids.at(-1)!)).toBe(ACKNOWLEDGEMENT_HELD);
    // Another address is acknowledged as ever.
    const other = await t.request(
      "/api/commissions",
      commissionForm({ ...REQUEST, email: "ada@example.com" }, []),
      "198.51.100.50",
    );
    expect(other.status).toBe(201);
    const toAda = await outboxTo(t.db(), "ada@example.com");
    expect(toAda.map((mail) => mail.kind)).toEqual(["commission-received"]);
  });

  for (const door of [
    { name: "the API", path: "/api/commissions" },
    { name: "the page", path: "/commissions" },
  ]) {
    it(`refuses a client past its limit through ${door.name} before reading its 24 MB body`, async () => {
      const server = await listening(siteApp(t));
      try {
        const headers = { origin: server.origin };
        // Five requests use the client's allowance (refused for their empty fields, counted all the same).
        for (let i = 0; i < 5; i++) {
          const used = await fetch(`${server.origin}${door.path}`, {
            ...commissionForm({ ...REQUEST, email: "" }, []),
            headers,
          });
          await used.arrayBuffer();
          expect(used.status).toBe(400);
        }
        const refused = await uploadUntilAnswered(`${server.origin}${door.path}`, headers, LARGE);
        expect(refused.status).toBe(429);
        expect(refused.body).toContain("You have sent several requests in a short time");
        // The answer came while the body was still being sent (after what the sockets' buffers
        // hold, about 4 MB here): the server never waited for the rest.
        expect(refused.sent).toBeLessThan(refused.total);
      } finally {
        await server.close();
      }
    });
  }
});
