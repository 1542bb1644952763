/**
 * The shop's locale, for the dates its e-mails write: English (the mails' language) as written in
 * the shop's home country (the Settings → Shop rule that also starts the checkout's country), so
 * a shop in the United States writes "March 8, 2026" and one in Britain "8 March 2026".
 */

/** The locale when the home country has no English form the platform knows. */
export const DEFAULT_LOCALE = "en-GB";

/** "US" → "en-US"; a country the platform has no English date forms for → en-GB. */
export function shopLocale(homeCountry: string | undefined): string {
  const locale = `en-${(homeCountry ?? "").toUpperCase()}`;
  if (!/^en-[A-Z]{2}$/.test(locale)) return DEFAULT_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
