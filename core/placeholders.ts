/**
 * The contact details a new site (and the demo) starts with, which must never reach a visitor or
 * carry the owner's mail: addresses at the domains reserved for examples, the 555 numbers kept
 * for fiction, and social links to a network's front page rather than the owner's own page. The
 * doctor (`npm run doctor`), the admin's go-live checklist and the mails all ask here.
 */
import type { SiteProfile, SocialLink } from "./site-profile.ts";

/** The domains reserved for examples (RFC 2606) that templates fill in: mail to them reaches no one. */
const RESERVED_DOMAIN = /(^|\.)example\.(com|org|net)$/;

/** An address at a reserved domain (hello@example.com), or no address at all. */
export function isPlaceholderEmail(address: string | undefined | null): boolean {
  const domain = address?.trim().toLowerCase().split("@")[1];
  return !domain || RESERVED_DOMAIN.test(domain);
}

/**
 * A number from the North American range kept for fiction: 555 as the area code or the exchange
 * ("+1 (555) 010-0199", "(360) 555-0142"), or no number at all.
 */
export function isPlaceholderPhone(phone: string | undefined | null): boolean {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 0) return true;
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length === 10 && (national.startsWith("555") || national.slice(3, 6) === "555");
}

/** A link to a network's front page ("https://www.instagram.com/"), not to anyone's own page. */
export function isPlaceholderLink(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash;
  } catch {
    return true;
  }
}

/** What in the profile's contact details is still a placeholder, in the words of a list. */
export function placeholderContacts(
  profile: Pick<SiteProfile, "email" | "ordersEmail" | "phone" | "social">,
): string[] {
  const found: string[] = [];
  if (isPlaceholderEmail(profile.email)) found.push(`the e-mail address (${profile.email})`);
  if (profile.ordersEmail && isPlaceholderEmail(profile.ordersEmail))
    found.push(`the orders address (${profile.ordersEmail})`);
  // A phone number is optional: only a placeholder one is a fault, not an empty one.
  if (profile.phone && isPlaceholderPhone(profile.phone))
    found.push(`the phone number (${profile.phone})`);
  const generic = profile.social.filter((link: SocialLink) => isPlaceholderLink(link.href));
  if (generic.length > 0)
    found.push(
      `${generic.length === 1 ? "a social link" : `${generic.length} social links`} to a front page`,
    );
  return found;
}
