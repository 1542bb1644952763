import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { CERAMIC_FILTERS, PAINTING_FILTERS, PORTFOLIO_CATEGORIES } from "#core/art-categories.ts";
import { artworkIdOf } from "#core/artwork-path.ts";
import { mediaUrl, pickWidth } from "#core/media-urls.ts";
import { toDecimal } from "#core/money.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import { NotifyForm } from "~/components/audience/notify-form.tsx";
import { SubscribeForm } from "~/components/audience/subscribe-form.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PhotoViewer } from "~/components/portfolio/photo-viewer.tsx";
import { BuyOriginal, enquiryHref } from "~/components/portfolio/sale-status.tsx";
import { cx } from "~/components/ui/cx.ts";
import { Facts } from "~/components/ui/facts.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import { useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/artwork";

/** The portfolio page an artwork belongs to. */
const sectionOf = (category: string) =>
  category === "ceramics" || category === "sketches"
    ? `/portfolio/${category}`
    : "/portfolio/paintings-drawings";

const ART_TYPE_LABELS = new Map<string, string>(
  [...PAINTING_FILTERS, ...CERAMIC_FILTERS].map((filter) => [filter.value, filter.label]),
);

/**
 * One artwork's own page (PRODUCT.md §3): `/art/{id}-{slug}`. Any other slug, or none, answers
 * with a permanent redirect to the current address, so links made before a rename still work.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = artworkIdOf(params.slug);
  const { services } = context.get(appContext);
  // Structured data links are absolute to PUBLIC_URL, else root-relative (never the request's Host).
  const origin = publicOrigin(services.env.PUBLIC_URL) ?? "";
  const all = id === undefined ? [] : await services.catalog.listArtworks();
  const artwork = all.find((candidate) => candidate.id === id);
  if (!artwork) throw data(null, { status: 404 });
  if (`/art/${params.slug}` !== artwork.url) throw redirect(artwork.url, 301);
  // Previous and next in the artwork's own section, in the order the portfolio shows them.
  const siblings = all.filter((candidate) => candidate.category === artwork.category);
  const at = siblings.findIndex((candidate) => candidate.id === artwork.id);
  const neighbour = (step: number) => {
    if (siblings.length < 2) return null;
    const other = siblings[(at + step + siblings.length) % siblings.length]!;
    return { title: other.title, url: other.url };
  };
  const profile = await services.settingStore.get<SiteProfile>("profile", DEFAULT_PROFILE);
  return {
    origin,
    artistName: profile.artistName,
    artwork,
    section: { href: sectionOf(artwork.category), label: sectionLabel(artwork.category) },
    previous: neighbour(-1),
    next: neighbour(1),
  };
}

/**
 * Adds this original to the visitor's cart (the capability behind `POST /api/cart/add`): the
 * page's "Add to Cart", and the lightbox's, which posts here.
 */
function sectionLabel(category: string): string {
  return (
    PORTFOLIO_CATEGORIES[category as keyof typeof PORTFOLIO_CATEGORIES] ??
    PORTFOLIO_CATEGORIES["paintings-drawings"]
  );
}

/** The picture a link preview shows: the artwork's cover, about 1200 pixels wide. */
const previewOf = (image: Route.ComponentProps["loaderData"]["artwork"]["image"]) =>
  image ? mediaUrl(image.key, pickWidth(image.widths, 1200)) : undefined;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { artwork, artistName } = loaded;
  const image = previewOf(artwork.image) ?? artwork.imageUrl;
  return routeMeta(args, {
    title: artwork.title,
    description:
      artwork.description ||
      `${artwork.title}${artwork.medium ? `, ${artwork.medium}` : ""}${
        artwork.year ? ` (${artwork.year})` : ""
      }, by ${artistName}.`,
    type: "article",
    path: artwork.url,
    image,
  });
};

export default function ArtworkPage({ loaderData }: Route.ComponentProps) {
  const { origin, artistName, artwork, section, previous, next } = loaderData;
  const facts: Array<readonly [string, string]> = [
    ["Section", section.label],
    ...(artwork.artType && ART_TYPE_LABELS.has(artwork.artType)
      ? [["Subject", ART_TYPE_LABELS.get(artwork.artType)!] as const]
      : []),
    ...(artwork.medium ? [["Medium", artwork.medium] as const] : []),
    ...(artwork.year ? [["Year", String(artwork.year)] as const] : []),
    ...(artwork.dimensions ? [["Dimensions", artwork.dimensions] as const] : []),
  ];
  const preview = previewOf(artwork.image);
  const { currency } = useStore();
  return (
    <article className="page" aria-labelledby="artwork-title">
      <JsonLd
        data={{
          "@type": "VisualArtwork",
          name: artwork.title,
          url: `${origin}${artwork.url}`,
          image: `${origin}${preview ?? artwork.imageUrl}`,
          ...(artwork.description ? { description: artwork.description } : {}),
          artform: artwork.category === "ceramics" ? "Ceramics" : "Painting",
          ...(artwork.medium ? { artMedium: artwork.medium } : {}),
          ...(artwork.year ? { dateCreated: String(artwork.year) } : {}),
          creator: { "@type": "Person", name: artistName },
          ...(artwork.saleStatus === "available" ||
          artwork.saleStatus === "sold" ||
          artwork.saleStatus === "reserved"
            ? {
                offers: {
                  "@type": "Offer",
                  price: toDecimal(artwork.price),
                  priceCurrency: currency,
                  availability:
                    artwork.saleStatus === "available"
                      ? "https://schema.org/InStock"
                      : artwork.saleStatus === "sold"
                        ? "https://schema.org/SoldOut"
                        : "https://schema.org/LimitedAvailability",
                },
              }
            : {}),
        }}
      />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-soft">
        <Link to={section.href} className="inline-flex items-center gap-1.5 hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden />
          {section.label}
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(16rem,1fr)] lg:items-start">
        <div className="overflow-hidden rounded-lg bg-paper-deep pb-2">
          <PhotoViewer
            photos={artwork.images}
            title={artwork.title}
            sizes="(min-width: 1024px) 60vw, calc(100vw - 40px)"
            priority
            imageClassName="mx-auto h-auto max-h-[80dvh] w-auto max-w-full object-contain"
          />
        </div>
        <div>
          <p className="text-xs tracking-[0.2em] text-ink-soft uppercase">{artistName}</p>
          <h1 id="artwork-title" className="mt-2 font-display text-4xl leading-tight">
            {artwork.title}
          </h1>
          {artwork.description && (
            <p className="mt-4 leading-relaxed text-ink-soft">{artwork.description}</p>
          )}
          <Facts
            items={facts}
            className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm [&>div]:contents"
            termClassName="text-ink-soft"
            valueClassName="text-ink"
          />
          {/* Without JavaScript the add answers here; with it, a toast does. */}
          <div className="mt-8">
            <BuyOriginal
              artwork={artwork}
              fallback={
                <Link to={enquiryHref(artwork.id)} className="btn-secondary inline-flex">
                  Ask about this piece
                </Link>
              }
            />
          </div>
          {artwork.saleStatus === "reserved" && (
            <div className="mt-6">
              <NotifyForm
                item={{ artworkId: artwork.id }}
                itemName={artwork.title}
                headingLevel={2}
              />
            </div>
          )}
          <div className="mt-10 border-t border-line pt-6">
            <SubscribeForm source="artwork" title="New work by e-mail" />
          </div>
        </div>
      </div>
      {(previous || next) && (
        <nav
          aria-label={`More from ${section.label}`}
          className="mt-12 flex justify-between gap-4 border-t border-line pt-6 text-sm"
        >
          {previous ? <NeighbourLink rel="prev" artwork={previous} /> : <span />}
          {next && <NeighbourLink rel="next" artwork={next} />}
        </nav>
      )}
    </article>
  );
}

/** A link to the previous or next artwork of the section, with its title. */
function NeighbourLink({
  rel,
  artwork,
}: {
  rel: "prev" | "next";
  artwork: { url: string; title: string };
}) {
  const Arrow = rel === "prev" ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={artwork.url}
      rel={rel}
      className={cx("group flex max-w-[45%] items-center gap-2", rel === "next" && "text-right")}
    >
      {rel === "prev" && <Arrow className="size-4 shrink-0" aria-hidden />}
      <span className="min-w-0">
        <span className="block text-ink-soft">{rel === "prev" ? "Previous" : "Next"}</span>
        <span className="block truncate font-medium group-hover:text-accent-deep">
          {artwork.title}
        </span>
      </span>
      {rel === "next" && <Arrow className="size-4 shrink-0" aria-hidden />}
    </Link>
  );
}
