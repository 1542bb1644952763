/** Certificates of authenticity and the collectors who own originals (migration 023). */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./columns.ts";

/** A certificate of authenticity (migration 023; services/certificates.ts): the work as issued. */
export interface CertificatesTable {
  id: Generated<number>;
  /** 1, 2, 3…: the number printed on it. */
  number: number;
  /** The unguessable verification code of `/verify/{code}` (core/certificate-code.ts). */
  code: string;
  /** The work in the catalogue (null once deleted: the certificate keeps its own copy). */
  artwork_id: number | null;
  /** The paid order that issued it; null when the owner issued it by hand. */
  order_number: string | null;
  collector_id: number | null;
  title: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  /** The cover picture as at issue. */
  image_url: string | null;
  artist_name: string;
  /** The date of sale, YYYY-MM-DD. */
  sold_on: string;
  buyer_name: string | null;
  /** The buyer chose to be named on the public verification page. */
  buyer_named: Bool;
  issued_at: Timestamp;
  /** Set when its order was cancelled after payment: the page then says it was withdrawn. */
  revoked_at: Timestamp | null;
}

/** Someone who owns an original (migration 023): from a paid order, or added by the owner. */
export interface CollectorsTable {
  id: Generated<number>;
  /** Lower case; one collector per address. */
  email: string;
  name: string;
  notes: Generated<string>;
  added_by_hand: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}
