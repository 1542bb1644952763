import { NotFound } from "#core/domain-errors.ts";
import {
  BuyerNamedSchema,
  CollectorNotesSchema,
  CollectorSchema,
  HandCertificateSchema,
} from "#core/schemas/certificate-input.ts";
import { NO_CERTIFICATE } from "../services/certificates.ts";
import { type Caller, limit, parse } from "./caller.ts";
import { lookUpOrder } from "./orders.ts";

/** A certificate for an original sold elsewhere (Admin → Certificates, `POST /api/admin/certificates`). */
export const issueCertificate = (caller: Caller, input: unknown) =>
  caller.services.certificates.issueByHand(parse(HandCertificateSchema, input));

/** A collector added by hand (Admin → Collectors, `POST /api/admin/collectors`). */
export const addCollector = (caller: Caller, input: unknown) =>
  caller.services.collectors.add(parse(CollectorSchema, input));

/** A collector's notes (`PATCH /api/admin/collectors/{id}`). */
export const setCollectorNotes = (caller: Caller, id: unknown, input: unknown) =>
  caller.services.collectors.setNotes(id, parse(CollectorNotesSchema, input).notes);

/**
 * `/verify/{code}`: anyone may check a certificate, a few times a minute per client, so codes
 * cannot be tried in bulk (they are 80 random bits besides).
 */
export async function verifyCertificate(caller: Caller, code: string) {
  await limit(caller, "certificateLookup");
  return caller.services.certificates.verify(code);
}

/**
 * The buyer's certificate, for its page: only for whoever the order's page shows the customer to
 * (the browser's key, an e-mail's `key`), so its number and code alone open nothing.
 */
export async function buyerCertificate(
  caller: Caller,
  orderNumber: string,
  code: string,
  key?: string | null,
) {
  const { order, setCookie } = await lookUpOrder(caller, orderNumber, key);
  if (!order.customer) throw new NotFound(NO_CERTIFICATE);
  const certificate = (await caller.services.certificates.ofOrder(order.orderNumber)).find(
    (entry) => entry.code === code,
  );
  if (!certificate) throw new NotFound(NO_CERTIFICATE);
  return { certificate, setCookie };
}

/** The buyer's choice to be named on the public verification page, or not. */
export async function nameBuyer(caller: Caller, orderNumber: string, code: string, input: unknown) {
  const { named } = parse(BuyerNamedSchema, input);
  const { certificate } = await buyerCertificate(caller, orderNumber, code);
  return caller.services.certificates.setBuyerNamed(orderNumber, certificate.code, named);
}
