import { Link } from "react-router";
import { mediaUrl } from "#core/media-urls.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import { JsonLd } from "~/components/json-ld.tsx";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // Structured data links are absolute to PUBLIC_URL, else root-relative (never the request's Host).
  const origin = publicOrigin(services.env.PUBLIC_URL) ?? "";
  const [about, profile] = await Promise.all([
    services.catalog.about(),
    services.settingStore.get<SiteProfile>("profile", DEFAULT_PROFILE),
  ]);
  return { ...about, origin, artistName: profile.artistName, location: profile.location };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "About the artist",
    description:
      "The story behind the paintings, ceramics and Snap card games, and the studio where they are made.",
    type: "profile",
    ...(args.loaderData?.portrait ? { image: mediaUrl(args.loaderData.portrait.key, 600) } : {}),
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { biography, portrait, studio, quote, origin, artistName, location } = loaderData;
  return (
    <div className="page">
      <JsonLd
        data={{
          "@type": "Person",
          name: artistName,
          jobTitle: "Artist",
          description: biography[0] ?? "",
          homeLocation: location,
          url: `${origin}/about`,
          ...(portrait ? { image: `${origin}${mediaUrl(portrait.key, 600)}` } : {}),
        }}
      />
      <div className="grid gap-12 pb-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <PageHeader eyebrow="About" title="About the artist" />
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
            {biography.length > 0 ? (
              biography.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)
            ) : (
              // No biography yet: a plain line that claims nothing the owner has not said.
              <p>
                {artistName} makes original art{location ? ` in ${location}` : ""}. To ask about a
                piece or a commission, get in touch.
              </p>
            )}
          </div>
          <Link to="/commissions" className="btn-primary mt-8">
            Ask about a commission
          </Link>
        </div>
        {portrait && (
          <figure className="lg:pt-16">
            <ResponsiveImage
              image={portrait}
              sizes="(min-width: 1024px) 560px, calc(100vw - 40px)"
              priority
              className="h-auto w-full rounded-2xl"
            />
          </figure>
        )}
      </div>
      <div className="mt-12 grid gap-8 md:grid-cols-[1.5fr_1fr] md:items-center">
        {studio && (
          <figure>
            <ResponsiveImage
              image={studio}
              sizes="(min-width: 768px) 60vw, calc(100vw - 40px)"
              className="h-auto w-full rounded-2xl"
            />
            <figcaption className="mt-3 text-sm text-ink-soft">The studio</figcaption>
          </figure>
        )}
        {quote && (
          <figure className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <blockquote className="font-display text-xl leading-relaxed text-balance sm:text-2xl">
              “{quote.text}”
            </blockquote>
            <figcaption className="mt-4 text-sm text-ink-soft">
              {artistName}
              {quote.href && (
                <>
                  {" · "}
                  <a
                    href={quote.href}
                    className="font-medium text-accent hover:underline"
                    rel="noopener noreferrer"
                  >
                    See the post
                  </a>
                </>
              )}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
