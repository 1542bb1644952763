/** The hostile-input run over a table of endpoints on both engines (server/hostile-input*.test.ts). */
import { beforeEach, describe, expect, it } from "vitest";
import { DB_KINDS } from "../test-db.ts";
import { type Json, useTestApp } from "../use-test-app.ts";
import { ADMIN_ENDPOINTS } from "./admin-endpoints.ts";
import { type Case, jsonCases, uploadCases } from "./cases.ts";
import { CATALOGUE_ENDPOINTS } from "./catalogue-endpoints.ts";
import { makeFixtures, prototypeKeys, snapshot } from "./fixtures.ts";
import { SHOP_ENDPOINTS } from "./shop-endpoints.ts";
import type { Endpoint, Fixtures, Route } from "./values.ts";

/** Every write endpoint of the API, keyed as `METHOD path` exactly as app.routes lists it. */
export const ENDPOINTS: Record<string, Endpoint> = {
  ...SHOP_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
};

export function hostileSuite(endpoints: Record<string, Endpoint>) {
  describe.each(DB_KINDS)("hostile input (%s)", (kind) => {
    const t = useTestApp(kind);
    let f: Fixtures;
    beforeEach(async () => {
      f = await makeFixtures(t);
    });

    let address = 0;
    const send = async (endpoint: Endpoint, item: Case) => {
      const headers = new Headers(item.init.headers);
      const cookie = endpoint.as === "owner" ? f.owner : endpoint.as === "visitor" ? f.visitor : "";
      if (cookie) headers.set("cookie", cookie);
      address++;
      // A fresh client address each time: the rate limits and the login throttle stay out of it.
      return t.request(
        item.url,
        { ...item.init, headers },
        `198.18.${address >> 8}.${address & 255}`,
      );
    };

    it.each(Object.entries(endpoints).map(([name, endpoint]) => ({ name, endpoint })))(
      "$name: refuses with a 4xx and a message, stores nothing, pollutes nothing",
      { timeout: 120_000 },
      async ({ name, endpoint }) => {
        const method = name.split(" ")[0]!;
        const withMethod: Route = { ...endpoint, method };
        const cases = endpoint.upload ? await uploadCases(withMethod, f) : jsonCases(withMethod, f);
        // Cases that may succeed go last, so a success can't hide what the others would do.
        cases.sort((a, b) => Number(b.mustRefuse) - Number(a.mustRefuse));
        const problems: string[] = [];
        const prototype = prototypeKeys();
        let before = await snapshot(t);
        for (const item of cases) {
          const response = await send(withMethod, item);
          const text = await response.text();
          let body: Json;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const what = `${item.label} → ${response.status} ${text.slice(0, 200)}`;
          if (response.status >= 500) problems.push(`5xx: ${what}`);
          const refused = response.status >= 400;
          if (item.mustRefuse && !refused) problems.push(`accepted: ${what}`);
          if (refused && !(typeof body?.message === "string" && body.message.trim().length > 0))
            problems.push(`no message: ${what}`);
          if (prototypeKeys() !== prototype || ({} as Json).isAdmin !== undefined)
            problems.push(`Object.prototype polluted: ${item.label}`);
          const after = await snapshot(t);
          if (refused && after !== before) problems.push(`stored something: ${what}`);
          before = after;
        }
        expect(problems, `${problems.length} of ${cases.length} cases`).toEqual([]);
      },
    );
  });
}
