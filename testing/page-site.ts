import { beforeAll, expect } from "vitest";
import { createApp } from "../server/app.ts";
import { type Pages, startPages } from "./page-build.ts";
import type { TestApp } from "./test-app.ts";
import type { UsedTestApp } from "./use-test-app.ts";

/**
 * Pages for tests, as the production server serves them (page-build.ts: the run's build of the
 * route modules), behind the real Hono app. Registers the suite's `beforeAll` that waits for the
 * build; `site(t)` is then the whole site over a test app's services.
 */
export function servePages() {
  let pages: Pages | undefined;
  beforeAll(async () => {
    pages = await startPages();
  }, 120_000);
  const build = () => {
    if (!pages) throw new Error("servePages: the pages are there once the suite has started");
    return pages.build();
  };
  /** The whole site's Hono app (pages, API, media) over `t`'s services, to serve on a port. */
  const app = (t: TestApp) =>
    createApp({ services: t.services, build, clientDir: pages!.clientDir });
  /**
   * `request(path, init, address)` against the whole site (pages, API, media) over `t`'s
   * services, from the client at `address` (one visitor unless a test says otherwise).
   */
  const site = (t: TestApp) => {
    const whole = app(t);
    return (url: string, init: RequestInit = {}, address = "203.0.113.10") =>
      Promise.resolve(
        whole.request(/^https?:/.test(url) ? url : `http://localhost${url}`, init, {
          incoming: { socket: { remoteAddress: address } },
        }),
      );
  };
  /** `read(path)`: a page as the signed-in owner reads it (it must answer 200), as text. */
  const ownerText = (t: UsedTestApp) => {
    const request = site(t);
    return async (path: string) => {
      const response = await request(path, { headers: { cookie: t.cookie } });
      expect(response.status).toBe(200);
      return textOf(await response.text());
    };
  };
  return { app, site, ownerText };
}

/** A page's text as a person reads it: tags dropped, entities decoded, white space folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/**
 * The Products page's Edit Product form, as it posts, for the "Hare coaster" the page tests add
 * (`addCoaster`): `price` as typed, with one picture.
 */
export const hareCoasterEdit = (
  id: number,
  price: string,
  imageUrls = `/media/${"b".repeat(32)}/400.webp`,
) => ({
  intent: "edit",
  id: String(id),
  name: "Hare coaster",
  category: "coasters",
  price,
  description: "",
  imageUrls,
});

/** A form post as a browser without JavaScript sends it to a page, with the cookie it holds. */
export function formPost(fields: Record<string, string>, cookie = ""): RequestInit {
  return {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      cookie,
    },
    body: new URLSearchParams(fields),
  };
}

/**
 * A nested value as the fields a form posts for it, dotted names and numbered lists
 * (`profile.social.0.label`): what `formInput` reads back as the value.
 */
export function formFields(value: unknown, name: string): Record<string, string> {
  if (typeof value !== "object" || value === null) return { [name]: String(value ?? "") };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, item]) => formFields(item, `${name}.${key}`)),
  );
}
