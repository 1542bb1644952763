/**
 * How a postal address is written in each country (PRODUCT.md §5, §9): what the checkout calls the
 * region and the postcode, which of them an address needs, and whether a postcode is valid. One
 * rule for the form (labels that follow the chosen country) and the order schema (which enforces
 * them). Postcode patterns come from `postcode-validator` (so only the checkout's page carries them).
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { countryInSentence } from "./address-format.ts";

/** The longest region and postcode kept. */
export const MAX_REGION = 100;
export const MAX_POSTCODE = 20;

/** Countries whose addresses need a region, and what they call it. */
const REGION_NAMES: Record<string, string> = {
  US: "State",
  CA: "Province",
  AU: "State/territory",
};

/** What a country calls its postcode, when not "Postcode". */
const POSTCODE_NAMES: Record<string, string> = {
  US: "ZIP code",
  CA: "Postal code",
  IE: "Eircode",
};

/** Countries with a postcode that many addresses go without (Ireland's Eircode is recent). */
const POSTCODE_OPTIONAL = new Set(["IE"]);

/** Postcodes written with a space before their last characters: `NW16XE` is `NW1 6XE`. */
const INWARD_LENGTH: Record<string, number> = { GB: 3, JE: 3, GG: 3, IM: 3, CA: 3, NL: 2, IE: 4 };

export interface AddressField {
  /** The field's label, without "(optional)". */
  label: string;
  required: boolean;
}

export interface AddressRules {
  /** State, province, county…: `state` in the order. */
  region: AddressField;
  /** ZIP code, postcode, Eircode…: `zipCode` in the order. */
  postcode: AddressField;
}

/** The region and postcode fields of an address in `country` (an ISO 3166-1 alpha-2 code). */
export function addressRules(country: string): AddressRules {
  const regionName = REGION_NAMES[country];
  const checked = postcodeValidatorExistsForCountry(country);
  return {
    region: regionName
      ? { label: regionName, required: true }
      : { label: "County / region", required: false },
    postcode: {
      label: POSTCODE_NAMES[country] ?? "Postcode",
      // Countries without a pattern here mostly have no postcodes (Hong Kong, the Emirates…); a
      // pattern that matches nothing at all marks them optional too (Bahrain, Nigeria…).
      required: checked && !POSTCODE_OPTIONAL.has(country) && !postcodeValidator("", country),
    },
  };
}

/** An address field as it is kept, or the message that refuses it. */
export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

/** `value` trimmed, with single spaces, refused past `max` characters. */
function folded(value: string, max: number): FieldCheck {
  const text = value.trim().replace(/\s+/g, " ");
  return text.length > max
    ? { ok: false, message: `Please keep this under ${max} characters` }
    : { ok: true, value: text };
}

/** The region as typed, or the message for it: required ones need at least 2 characters. */
export function checkRegion(country: string, value: string): FieldCheck {
  const region = folded(value, MAX_REGION);
  if (!region.ok) return region;
  const { label, required } = addressRules(country).region;
  if (required && region.value.length < 2)
    return { ok: false, message: `${label} must be at least 2 characters` };
  return region;
}

/**
 * The postcode as stored (trimmed, single spaces; where the country has a pattern, in capitals and
 * with the space where it belongs), or the message for it.
 */
export function checkPostcode(country: string, value: string): FieldCheck {
  const typed = folded(value, MAX_POSTCODE);
  if (!typed.ok) return typed;
  let postcode = typed.value;
  const rules = addressRules(country).postcode;
  if (postcode === "") {
    if (!rules.required) return { ok: true, value: "" };
    // The spec's words for a short ZIP code (PRODUCT.md §5).
    if (country === "US") return { ok: false, message: "Zip code must be at least 5 characters" };
    return {
      ok: false,
      message: `Enter a ${rules.label.toLowerCase()} for ${countryInSentence(country)}`,
    };
  }
  if (!postcodeValidatorExistsForCountry(country)) return { ok: true, value: postcode };
  postcode = spaced(country, postcode.toUpperCase());
  if (postcodeValidator(postcode, country)) return { ok: true, value: postcode };
  if (country === "US" && postcode.length < 5)
    return { ok: false, message: "Zip code must be at least 5 characters" };
  // "ZIP code" and "Eircode" keep their capitals; "Postcode" and "Postal code" read in lower case.
  const noun = country === "US" || country === "IE" ? rules.label : rules.label.toLowerCase();
  return { ok: false, message: `Enter a valid ${noun} for ${countryInSentence(country)}` };
}

/** `NW16XE` → `NW1 6XE` where the country writes a space before the inward part. */
function spaced(country: string, postcode: string): string {
  const inward = INWARD_LENGTH[country];
  if (!inward || postcode.includes(" ") || postcode.length <= inward) return postcode;
  return `${postcode.slice(0, -inward)} ${postcode.slice(-inward)}`;
}
