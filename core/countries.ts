/**
 * Every country of ISO 3166-1, for the checkout's list and for checking a country code. The codes
 * come from `i18n-iso-countries`, the English names from the platform (`Intl.DisplayNames`), so this
 * module is for the server: the browser gets the list from the checkout's loader, not the library.
 */
// The library's entry without its 80 languages' names (its main entry loads them all): the codes
// are all this needs.
import countries from "i18n-iso-countries/index.js";
import { countryName } from "./address-format.ts";

export interface CountryOption {
  code: string;
  name: string;
}

let codes: ReadonlySet<string> | undefined;
let options: readonly CountryOption[] | undefined;

/** The ISO 3166-1 alpha-2 codes (upper case). */
export function countryCodes(): ReadonlySet<string> {
  codes ??= new Set(Object.keys(countries.getAlpha2Codes()));
  return codes;
}

/** Whether `code` is an ISO 3166-1 alpha-2 code, as written (upper case). */
export function isCountryCode(code: string): boolean {
  return countryCodes().has(code);
}

/** The country an address names in `?country=` (the cart's "Shipping to"); null when none is known. */
export function countryParam(url: string): string | null {
  const asked = new URL(url).searchParams.get("country")?.trim().toUpperCase() ?? "";
  return isCountryCode(asked) ? asked : null;
}

/** Every country as `{code, name}`, sorted by its English name; made once. */
export function countryOptions(): readonly CountryOption[] {
  if (!options) {
    const collator = new Intl.Collator("en");
    options = Object.freeze(
      [...countryCodes()]
        .map((code) => Object.freeze({ code, name: countryName(code) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    );
  }
  return options;
}
