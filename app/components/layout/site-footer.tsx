import { useLocation } from "react-router";
import { LEGAL_PAGES } from "#core/legal-pages.ts";
import type { SiteProfile } from "#core/site-profile.ts";
import { SIGN_UP_PATH, SubscribeForm } from "~/components/audience/subscribe-form.tsx";
import { LinkItems } from "~/components/ui/link-items.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";
import { FOOTER_LINKS } from "~/lib/site.ts";

const LINK_CLASS = "text-ink-soft hover:text-ink";
const QUICK_LINKS = FOOTER_LINKS.map((link) => ({ to: link.href, label: link.label }));
const LEGAL_LINKS = LEGAL_PAGES.map((page) => ({ to: page.path, label: page.label }));

/**
 * The public footer: quick links, the legal pages, social links, the owner's small print (the
 * demo's: its trademark line; a new site has none) and copyright.
 */
export function SiteFooter({
  profile,
  charityStatement,
  consentText,
  consentVersion,
  year,
}: {
  profile: SiteProfile;
  charityStatement: string;
  /** The owner's consent line for the mailing list's sign-up. */
  consentText: string;
  /** Its version, posted with the form as the one the visitor saw. */
  consentVersion?: number | undefined;
  /** The current year, as the server saw it (so the page hydrates with the same text). */
  year: number;
}) {
  // The sign-up page's own form is the sign-up there: a second would repeat its ids and answers.
  const onSignUpPage = useLocation().pathname === SIGN_UP_PATH;
  return (
    <footer className="mt-24 border-t border-line bg-paper-deep/60">
      <div className="page grid gap-10 py-14 sm:grid-cols-3 lg:grid-cols-5">
        <div className="sm:col-span-3 lg:col-span-2">
          <p className="font-display text-2xl">{profile.artistName}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-soft">{profile.tagline}</p>
          {charityStatement && (
            <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-soft">
              {charityStatement}
            </p>
          )}
        </div>
        <FooterNav label="Quick links" title="Quick links">
          <LinkItems links={QUICK_LINKS} className={LINK_CLASS} />
        </FooterNav>
        <FooterNav label="Legal" title="Legal">
          <LinkItems links={LEGAL_LINKS} className={LINK_CLASS} />
        </FooterNav>
        <FooterNav label="Social links" title="Follow along">
          {profile.social.map((link) => (
            <li key={`${link.label}-${link.href}`}>
              <NewTabLink href={link.href} className={LINK_CLASS}>
                {link.label}
              </NewTabLink>
            </li>
          ))}
        </FooterNav>
      </div>
      {!onSignUpPage && (
        <div className="page border-t border-line py-10">
          <SubscribeForm
            consentText={consentText}
            consentVersion={consentVersion}
            source="footer"
          />
        </div>
      )}
      <div className="border-t border-line">
        <div className="page flex flex-col gap-2 py-6 text-xs text-ink-soft sm:flex-row sm:justify-between">
          {profile.footerNote && <p>{profile.footerNote}</p>}
          <p>
            © {year} {profile.artistName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A column of footer links under its small heading. */
function FooterNav({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </nav>
  );
}
