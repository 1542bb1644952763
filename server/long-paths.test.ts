/**
 * Long paths of short segments (docs/SECURITY.md, "Long paths"): React Router's work for a page
 * grows with the square of its path's depth, and `/a/a/a/…` of 4,000 segments held the process
 * for seconds. A path deeper than any page is answered as the not-found page of a short one, so
 * such a request costs what any unknown page costs. Times are compared as ratios within the run
 * (a shallow unknown page against the deep ones), never against a fixed figure; fast-check
 * generates the path shapes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { servePages } from "../testing/page-site.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { MAX_PAGE_DEPTH, tooDeep } from "./http/pages.ts";

const pages = servePages();

/** `/a` repeated: 4,000 segments in 8,000 characters, under the 8,192 the server takes. */
const DEEP = "/a".repeat(4_000);

/** The median of `values`. */
const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe("how deep a path is", () => {
  it("counts segments by slashes, up to the deepest page and no further", () => {
    expect(tooDeep("/checkout/success/EA-1/certificate/C-1")).toBe(false);
    expect(tooDeep("/a".repeat(MAX_PAGE_DEPTH))).toBe(false);
    expect(tooDeep("/a".repeat(MAX_PAGE_DEPTH + 1))).toBe(true);
    expect(tooDeep(`${"/".repeat(MAX_PAGE_DEPTH + 1)}a`)).toBe(true);
  });
});

// The path is refused before the database is read: one engine shows it.
describe("a path deeper than any page (sqlite)", () => {
  const t = useTestApp("sqlite");

  it("is the not-found page, as a shallow unknown path is, and its data request a 404", async () => {
    const site = pages.site(t);
    const deep = await site(DEEP);
    expect(deep.status).toBe(404);
    const html = await deep.text();
    const shallow = await (await site("/no-such-page")).text();
    // The same page (its nonce, request id and way back aside: the deep path's is replayed).
    const strip = (page: string) =>
      page
        .replace(/\s*nonce="[^"]*"|"requestId":"[^"]*"/g, "")
        .replace(/<script\s+>/g, "<script>")
        // The footer's sign-up form comes back to the address it was drawn for.
        .replace(/name="backTo" value="[^"]*"/g, "");
    expect(strip(html).length).toBeGreaterThan(1_000);
    expect(strip(html)).toBe(strip(shallow));
    const data = await site(`${DEEP}.data`);
    expect(data.status).toBe(404);
    const admin = await site(`/admin${DEEP}`);
    expect(admin.status).toBe(404);
    const posted = await site(DEEP, { method: "POST", headers: { origin: "http://localhost" } });
    expect(posted.status).toBeLessThan(500);
  });

  it("fifty at once cost about what fifty shallow unknown pages cost, and a normal page answers meanwhile", async () => {
    const site = pages.site(t);
    // Warm: the route modules and the about page's replay.
    await (await site("/about")).arrayBuffer();
    await (await site("/no-such-page")).arrayBuffer();
    const batch = async (path: string) => {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => timed(() => site(path))));
      return { answers, ms: performance.now() - started };
    };
    const shallow = await batch("/no-such-page");
    const [deep, normal] = await Promise.all([batch(DEEP), timed(() => site("/about"))]);
    expect(deep.answers.every((answer) => answer.status === 404)).toBe(true);
    expect(normal.status).toBe(200);
    // Before the guard the deep batch took over 100 times the shallow one (0.7–1.4 s a request
    // against about 10 ms); three times leaves room for a busy machine.
    expect(deep.ms).toBeLessThan(3 * shallow.ms + 100);
    expect(normal.ms).toBeLessThan(3 * shallow.ms + 100);
  });

  it("never answers a generated path shape with a 5xx, or slowly", async () => {
    const site = pages.site(t);
    await (await site("/no-such-page")).arrayBuffer();
    const baseline = median(
      await Promise.all(
        Array.from({ length: 5 }, async () => (await timed(() => site("/no-such-page"))).ms),
      ),
    );
    const segment = fc.oneof(
      fc.constantFrom(
        "a",
        "",
        ".",
        "..",
        "%2F",
        "%2e%2e",
        "%00",
        "%E2%82%AC",
        "é",
        "shop",
        "admin",
      ),
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const path = fc
      .tuple(
        fc.array(segment, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 150 }),
        fc.constantFrom("", ".data", "/", "?index", ".data?_routes=root"),
      )
      .map(([segments, times, suffix]) => {
        const body = `/${segments.join("/")}`.repeat(times).slice(0, 8_000);
        return `${body}${suffix}`;
      });
    await fc.assert(
      fc.asyncProperty(path, async (generated) => {
        const answer = await timed(() => site(generated));
        expect(answer.status, generated.slice(0, 200)).toBeLessThan(500);
        // A deep path once took 100 times a shallow one; 20 times leaves room for a busy machine.
        expect(answer.ms, generated.slice(0, 200)).toBeLessThan(20 * baseline + 200);
      }),
      { numRuns: 120, seed: 39 },
    );
  });
});
