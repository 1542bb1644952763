/**
 * A local stand-in of Stripe's API for tests (STRIPE_API_URL points the library at it), speaking
 * the documented shapes: `POST /v1/checkout/sessions` (form-encoded, bracketed keys) answers a
 * Checkout Session object, `GET /v1/checkout/sessions/{id}` reads one back, `POST /v1/refunds`
 * refunds a PaymentIntent its events paid (a Refund object; Stripe's 400 error objects for an
 * unknown PaymentIntent, one already refunded or too large an amount; a repeated Idempotency-Key
 * gets the first answer again), and a bearer key other than the configured one gets Stripe's 401
 * error object. Its "hosted page" (`/pay/{id}`) stands
 * for Stripe Checkout: paying there completes the session, delivers a signed
 * `checkout.session.completed` event to the webhook (signed with the library's own helper,
 * `webhooks.generateTestHeaderString`), then sends the browser to the session's success URL.
 *
 * A test may make that event late, as Stripe's sometimes is: `POST /test/hold/{orderNumber}`
 * keeps the event of that order's payment back (the buyer is sent back at once), and
 * `POST /test/release/{orderNumber}` delivers it then, answering the webhook's status. The test
 * decides when the event arrives, so it waits for states rather than for a delay.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as the stand-in keeps it (the fields Easel and its tests read). */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  payment_intent: string | null;
  url: string;
  livemode: false;
}

export interface StandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted page delivers its completed event (the e2e server's webhook). */
  webhookUrl?: string;
  port?: number;
}

/** A Refund as Stripe answers it (https://docs.stripe.com/api/refunds/object). */
export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: "succeeded";
  transfer_reversal: null;
}

/** A PaymentIntent an event said was paid: what it took, and how much of it was refunded since. */
export interface StandInIntent {
  amount: number;
  currency: string;
  charge: string;
  refunded: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Starts the stand-in on a loopback port (a free one unless given). */
export async function startStripeStandIn(options: StandInOptions) {
  const sessions = new Map<string, StandInSession>();
  /** Every form the API was sent to create a session, as `URLSearchParams` (what Stripe receives). */
  const created: URLSearchParams[] = [];
  /** Orders whose payment's event waits for `release`: the event once paid, null until then. */
  const held = new Map<string, { payload: string; signature: string } | null>();
  /** The PaymentIntents the events paid, by id. */
  const intents = new Map<string, StandInIntent>();
  /** Every refund asked for: the form, its Idempotency-Key, and the Refund made (none: refused). */
  const refunds: Array<{
    form: URLSearchParams;
    idempotencyKey: string | undefined;
    refund?: StandInRefund;
  }> = [];
  let base = "";

  /** A `checkout.session.completed` event for a session as Stripe sends it: pretty JSON, signed. */
  function completedEvent(
    session: StandInSession,
    options2: { patch?: Partial<StandInSession>; eventId?: string; timestamp?: number } = {},
  ) {
    const object = {
      ...session,
      status: "complete",
      payment_status: "paid",
      payment_intent: session.payment_intent ?? id("pi"),
      ...options2.patch,
    };
    if (object.payment_intent && !intents.has(object.payment_intent)) {
      intents.set(object.payment_intent, {
        amount: object.amount_total,
        currency: object.currency,
        charge: id("ch"),
        refunded: 0,
      });
    }
    const event = {
      id: options2.eventId ?? id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: { object },
    };
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: sign(payload, options2.timestamp) };
  }

  /** The `Stripe-Signature` header for `payload`, by the library's own helper. */
  function sign(payload: string, timestamp?: number, secret = options.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return sendJson(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const form = new URLSearchParams(await readBody(request));
      created.push(form);
      const sessionId = id("cs");
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: StandInSession = {
        id: sessionId,
        object: "checkout.session",
        mode: form.get("mode") ?? "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total:
          Number(form.get("line_items[0][price_data][unit_amount]")) *
          Number(form.get("line_items[0][quantity]") ?? 1),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        metadata,
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        expires_at: Number(form.get("expires_at") ?? Math.floor(Date.now() / 1000) + 86_400),
        created: Math.floor(Date.now() / 1000),
        payment_intent: null,
        url: `${base}/pay/${sessionId}`,
        livemode: false,
      };
      sessions.set(sessionId, session);
      return sendJson(response, 200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") return refund(request, response);
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && read && sessions.has(read[1]!)) {
      return sendJson(response, 200, sessions.get(read[1]!));
    }
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
    });
  }

  /** Sends a signed event to the webhook, as Stripe does (nothing without a webhook). */
  function deliver({ payload, signature }: { payload: string; signature: string }) {
    if (!options.webhookUrl) return Promise.resolve(undefined);
    return fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: payload,
    });
  }

  /** Keeps back the event of `orderNumber`'s payment, from now until it is released. */
  function hold(orderNumber: string) {
    held.set(orderNumber, null);
  }

  /**
   * Delivers the held event of `orderNumber`'s payment: the webhook's answer, or undefined when
   * none is held (not held, or not paid yet).
   */
  async function release(orderNumber: string) {
    const event = held.get(orderNumber);
    if (!event) return undefined;
    held.delete(orderNumber);
    return deliver(event);
  }

  /** The test's controls: `POST /test/hold/{orderNumber}` and `POST /test/release/{orderNumber}`. */
  async function testControl(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, action, orderNumber = ""] = /^\/test\/(hold|release)\/([^/]+)$/.exec(path) ?? [];
    if (request.method !== "POST" || !action) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such control");
      return;
    }
    const order = decodeURIComponent(orderNumber);
    if (action === "hold") {
      hold(order);
      response.writeHead(204).end();
      return;
    }
    const delivered = await release(order);
    if (!delivered) {
      response.writeHead(409, { "content-type": "text/plain" }).end(`No event held for ${order}`);
      return;
    }
    response.writeHead(delivered.status, { "content-type": "text/plain" });
    response.end(await delivered.text());
  }

  /** Stripe's 400 error object, as its refunds endpoint answers a refusal. */
  const refused = (response: ServerResponse, code: string, message: string, param?: string) =>
    sendJson(response, 400, {
      error: { type: "invalid_request_error", code, message, ...(param ? { param } : {}) },
    });

  /**
   * `POST /v1/refunds`: the whole remaining amount (or `amount`) of a PaymentIntent back to its
   * card, at once. A key sent again gets the first answer again, as Stripe's idempotency does.
   */
  async function refund(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const header = request.headers["idempotency-key"];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    const earlier = idempotencyKey
      ? refunds.find((asked) => asked.idempotencyKey === idempotencyKey && asked.refund)
      : undefined;
    if (earlier?.refund) {
      response.setHeader("idempotent-replayed", "true");
      return sendJson(response, 200, earlier.refund);
    }
    const asked: (typeof refunds)[number] = { form, idempotencyKey };
    refunds.push(asked);
    const intentId = form.get("payment_intent") ?? "";
    const intent = intents.get(intentId);
    if (!intent) {
      return refused(
        response,
        "resource_missing",
        `No such payment_intent: '${intentId}'`,
        "payment_intent",
      );
    }
    const left = intent.amount - intent.refunded;
    if (left <= 0) {
      return refused(
        response,
        "charge_already_refunded",
        `Charge ${intent.charge} has already been refunded.`,
      );
    }
    const amount = form.has("amount") ? Number(form.get("amount")) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return refused(
        response,
        "amount_too_large",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount",
      );
    }
    intent.refunded += amount;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    asked.refund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: id("txn"),
      charge: intent.charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata,
      payment_intent: intentId,
      reason: form.get("reason"),
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    return sendJson(response, 200, asked.refund);
  }

  /** The hosted page: a "Pay" button; paying delivers the signed event, then returns the buyer. */
  async function hostedPage(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such session");
      return;
    }
    if (request.method === "POST") {
      await readBody(request);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = id("pi");
      const event = completedEvent(session);
      const orderNumber = session.metadata.orderNumber ?? "";
      if (held.has(orderNumber)) held.set(orderNumber, event);
      else {
        const delivered = await deliver(event);
        if (delivered && !delivered.ok) {
          response.writeHead(502, { "content-type": "text/plain" });
          response.end(`The webhook answered ${delivered.status}: ${await delivered.text()}`);
          return;
        }
      }
      response.writeHead(303, { location: session.success_url ?? "/" }).end();
      return;
    }
    const amount = `${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in Checkout</title></head><body><main><h1>Stand-in Checkout</h1><p>Pay ${escapeHtml(amount)} for ${escapeHtml(session.metadata.orderNumber ?? "")}</p><form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>${session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Back</a>` : ""}</main></body></html>`,
    );
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    // The hosted page's browser asks for an icon: nothing, rather than the API's 401.
    if (!/^\/(v1|pay|test)\//.test(path)) {
      response.writeHead(204).end();
      return;
    }
    const pay = /^\/pay\/([^/]+)$/.exec(path);
    const handled = pay
      ? hostedPage(request, response, pay[1]!)
      : path.startsWith("/test/")
        ? testControl(request, response, path)
        : api(request, response, path);
    handled.catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    created,
    intents,
    refunds,
    completedEvent,
    sign,
    hold,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
