/**
 * Parcel carriers and their tracking pages ("tracking"): a shipped order names its
 * carrier and tracking number, and the buyer's page and the shipped e-mail link to the carrier's
 * page for that number. A carrier not listed is "other", with the owner's own address.
 */

export interface Carrier {
  key: string;
  name: string;
  /** The tracking page, with `{number}` where the tracking number goes. */
  url: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    key: "royal-mail",
    name: "Royal Mail",
    url: "https://www.royalmail.com/track-your-item#/tracking-results/{number}",
  },
  {
    key: "parcelforce",
    name: "Parcelforce",
    url: "https://www.parcelforce.com/track-trace?trackNumber={number}",
  },
  { key: "evri", name: "Evri", url: "https://www.evri.com/track/parcel/{number}" },
  { key: "dpd", name: "DPD", url: "https://track.dpd.co.uk/parcels/{number}" },
  {
    key: "dhl",
    name: "DHL",
    url: "https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}",
  },
  { key: "ups", name: "UPS", url: "https://www.ups.com/track?tracknum={number}" },
  { key: "fedex", name: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr={number}" },
  {
    key: "usps",
    name: "USPS",
    url: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}",
  },
  {
    key: "deutsche-post",
    name: "Deutsche Post DHL",
    url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}",
  },
  {
    key: "la-poste",
    name: "La Poste (Colissimo)",
    url: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}",
  },
  {
    key: "an-post",
    name: "An Post",
    url: "https://www.anpost.com/Post-Parcels/Track/History?item={number}",
  },
  {
    key: "postnl",
    name: "PostNL",
    url: "https://jouw.postnl.nl/track-and-trace/{number}",
  },
];

/** The key of a carrier not in the list: the owner gives the tracking page's address. */
export const OTHER_CARRIER = "other";

export function carrierOf(key: string | null | undefined): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.key === key);
}

/** A carrier's name as the buyer reads it ("Royal Mail"); the key itself for "other" or unknown. */
export function carrierName(key: string | null | undefined): string {
  return carrierOf(key)?.name ?? (key && key !== OTHER_CARRIER ? key : "the carrier");
}

/** The tracking page for `number` with a listed carrier (the number URL-encoded), else undefined. */
export function carrierTrackingUrl(key: string, number: string): string | undefined {
  const carrier = carrierOf(key);
  return carrier?.url.replace("{number}", encodeURIComponent(number));
}

/** A shipment as an order shows it; null until it is shipped with a carrier or a number. */
export interface Tracking {
  carrier: string | null;
  number: string | null;
  /** The page that follows the parcel (null: none known). */
  url: string | null;
}
