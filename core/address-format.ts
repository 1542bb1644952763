/**
 * How an address is printed (order pages, e-mails) and how a country is named: in English, from the
 * platform's `Intl.DisplayNames`, so pages that show an address carry no country data.
 */

/** Country names that read with "the" in a sentence ("for the United States"). */
const WITH_THE = new Set(["US", "GB", "AE", "NL", "PH", "BS", "GM", "DO", "CF", "CZ", "MV", "VA"]);

const displayNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A country's English name ("AU" → "Australia"); an unknown code shows as itself. */
export function countryName(code: string): string {
  if (code === "OTHER") return "Other"; // orders placed before every country was offered
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country's name as it reads inside a sentence: "the United Kingdom", "Australia". */
export function countryInSentence(code: string): string {
  return WITH_THE.has(code) || / Islands$/.test(countryName(code))
    ? `the ${countryName(code)}`
    : countryName(code);
}

/**
 * An address's lines as printed on the order page and in e-mails (the name not included): street,
 * "city, region postcode" without the parts left empty, and the country's name.
 */
export function addressLines(address: {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}): [street: string, town: string, country: string] {
  const town = [address.city, address.state].filter(Boolean).join(", ");
  return [
    address.address,
    [town, address.zipCode].filter(Boolean).join(" "),
    countryName(address.country),
  ];
}
