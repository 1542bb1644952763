/**
 * The soak's own visitors, beside the shoppers of testing/mixed-load.ts: readers of the
 * pages (as a browser asks for them) and the owner, signed in, editing, uploading and sweeping the
 * payment deadlines. Each is a loop at a steady pace until `until()` is false.
 */
import { setTimeout } from "node:timers/promises";
import { artworkPath } from "#core/artwork-path.ts";
import { makeJpeg } from "../../testing/images.ts";

/** Told of every answer: a label for the report, its status (0: no answer) and its time. */
export type OnAnswer = (label: string, status: number, ms: number) => void;

/** Sends one request, timing it; a network failure is status 0, never a thrown error. */
async function timed(
  onAnswer: OnAnswer,
  label: string,
  url: string,
  init: RequestInit = {},
): Promise<Response | undefined> {
  const since = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    onAnswer(label, response.status, performance.now() - since);
    return response;
  } catch (error) {
    // Said at once: a soak that ends in a failure should name it (a reset, a refused connection).
    console.warn(`  soak: ${label} failed: ${(error as Error).cause ?? error}`);
    onAnswer(label, 0, performance.now() - since);
    return undefined;
  }
}

/** The pages readers visit: the site's sections, every artwork, and the pictures of the home page. */
export async function readerPaths(base: string): Promise<string[]> {
  const artworks = (await (await fetch(`${base}/api/artworks`)).json()) as Array<{
    id: number;
    title: string;
  }>;
  const home = await (await fetch(`${base}/`)).text();
  const pictures = [...new Set(home.match(/\/media\/[\w-]+\/\d+\.webp/g) ?? [])].slice(0, 10);
  return [
    "/",
    "/portfolio",
    "/shop",
    "/about",
    "/snap-cards",
    ...artworks.slice(0, 20).map(artworkPath),
    ...pictures,
  ];
}

/** A reader: one page after another, from an address of their own, accepting compression. */
export async function reader(
  base: string,
  paths: string[],
  worker: number,
  options: { until: () => boolean; pauseMs: number; onAnswer: OnAnswer },
): Promise<void> {
  let turn = 0;
  while (options.until()) {
    const path = paths[Math.floor(Math.random() * paths.length)]!;
    const label = path.startsWith("/media/") ? "GET /media" : `GET ${path.split("/")[1] || "/"}`;
    turn++;
    await timed(options.onAnswer, label, `${base}${path}`, {
      headers: {
        "x-forwarded-for": `172.16.${worker}.${turn & 255}`,
        "accept-encoding": "br, gzip",
        accept: "text/html",
      },
    });
    await setTimeout(options.pauseMs);
  }
}

/**
 * The owner: signs in once, then in turn reads the orders, edits the biography and an artwork's
 * alt text; every tenth turn uploads a photo, every thirtieth cancels the unpaid orders (so their
 * stock returns for the shoppers) and sweeps the payment deadlines.
 */
export async function owner(
  base: string,
  password: string,
  options: { until: () => boolean; pauseMs: number; onAnswer: OnAnswer },
): Promise<void> {
  const headers = { origin: base, "x-forwarded-for": "192.0.2.1" };
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (login.status !== 200) throw new Error(`soak: the owner cannot sign in (${login.status})`);
  const cookie = login.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  const owned = { ...headers, cookie };
  const asJson = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { ...owned, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const artworks = (await (await fetch(`${base}/api/artworks`)).json()) as Array<{ id: number }>;
  const photo = await makeJpeg(1200, 900);
  const { onAnswer } = options;
  let turn = 0;
  while (options.until()) {
    turn++;
    await timed(onAnswer, "GET /api/admin/orders", `${base}/api/admin/orders`, { headers: owned });
    await timed(
      onAnswer,
      "PATCH /api/admin/settings",
      `${base}/api/admin/settings`,
      asJson("PATCH", { biography: [`Soak turn ${turn}.`, "I paint the sea."] }),
    );
    const artwork = artworks[turn % artworks.length];
    if (artwork) {
      await timed(
        onAnswer,
        "PATCH /api/admin/artworks",
        `${base}/api/admin/artworks/${artwork.id}`,
        asJson("PATCH", { altText: `Seen in soak turn ${turn}` }),
      );
    }
    if (turn % 10 === 0) {
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "soak.jpg");
      form.append("section", "shop");
      await timed(onAnswer, "POST /api/admin/uploads", `${base}/api/admin/uploads`, {
        method: "POST",
        headers: owned,
        body: form,
      });
    }
    if (turn % 30 === 0) {
      // A sweep runs as of now, and no soak order reaches its deadline: the owner cancels the
      // unpaid ones herself, so that their stock returns for the shoppers.
      const unpaid = await fetch(`${base}/api/admin/orders?status=pending`, { headers: owned });
      for (const { orderNumber } of (await unpaid.json()) as Array<{ orderNumber: string }>) {
        await timed(
          onAnswer,
          "PATCH /api/admin/orders",
          `${base}/api/admin/orders/${orderNumber}`,
          asJson("PATCH", { status: "cancelled" }),
        );
      }
      await timed(
        onAnswer,
        "POST /api/admin/orders/sweep",
        `${base}/api/admin/orders/sweep`,
        asJson("POST", {}),
      );
    }
    await setTimeout(options.pauseMs);
  }
}
