import {
  ArrowUpRight,
  Camera,
  Mail,
  MapPin,
  Music2,
  PenLine,
  Phone,
  Store,
  ThumbsUp,
} from "lucide-react";
import type { SiteProfile, SocialKind } from "#core/site-profile.ts";
import { Card } from "~/components/ui/card.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";

/** lucide has no brand marks: a plain picture for each kind of link. */
const SOCIAL_ICONS: Record<SocialKind, typeof Store> = {
  shop: Store,
  facebook: ThumbsUp,
  instagram: Camera,
  tiktok: Music2,
  blog: PenLine,
};

/** `tel:` wants the digits (and a leading +) only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The contact page's side panel: how to reach the studio, and where to follow along. */
export function ContactDetails({ profile }: { profile: SiteProfile }) {
  return (
    <aside aria-label="Contact details" className="flex flex-col gap-6">
      <Card
        title="Contact details"
        titleId="details-heading"
        titleClassName="text-xl"
        padding="p-6 sm:p-7"
      >
        <ul className="mt-5 space-y-4">
          <DetailItem icon={Mail} label="Email">
            <a
              href={`mailto:${profile.email}`}
              className="break-all underline-offset-4 hover:text-accent-deep hover:underline"
            >
              {profile.email}
            </a>
          </DetailItem>
          <DetailItem icon={Phone} label="Phone">
            <a
              href={telHref(profile.phone)}
              className="underline-offset-4 hover:text-accent-deep hover:underline"
            >
              {profile.phone}
            </a>
          </DetailItem>
          <DetailItem icon={MapPin} label="Studio">
            {profile.location}
          </DetailItem>
        </ul>
      </Card>

      {profile.social.length > 0 && (
        <Card
          title="Follow My Journey"
          titleId="journey-heading"
          titleClassName="text-xl"
          padding="p-6 sm:p-7"
        >
          <p className="mt-1.5 text-sm text-ink-soft">
            New work, studio days and works in progress.
          </p>
          <ul className="mt-4 -mx-2">
            {profile.social.map((link) => {
              const Icon = SOCIAL_ICONS[link.kind] ?? ArrowUpRight;
              return (
                <li key={`${link.label}-${link.href}`}>
                  <NewTabLink
                    href={link.href}
                    className="group flex items-center gap-3 rounded-lg px-2 py-2 text-sm transition-colors hover:bg-paper"
                  >
                    <Icon
                      className="size-4 shrink-0 text-ink-soft group-hover:text-accent"
                      aria-hidden
                    />
                    <span className="flex-1">{link.label}</span>
                    <ArrowUpRight
                      className="size-4 shrink-0 text-ink-soft/60 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-accent"
                      aria-hidden
                    />
                  </NewTabLink>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </aside>
  );
}

function DetailItem({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-start gap-3.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-deep">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 text-sm">
        <span className="block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
          {label}
        </span>
        <span className="mt-0.5 block text-base text-ink">{children}</span>
      </span>
    </li>
  );
}
