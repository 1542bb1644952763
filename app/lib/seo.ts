import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path, for the canonical URL and og:url. */
  path: string;
  /** Absolute origin of the site (from the root loader). */
  origin: string;
  siteName: string;
  /** Absolute or root-relative URL of the page's main image. */
  image?: string;
  /** What that image shows, for those who cannot see it. */
  imageAlt?: string;
  type?: "website" | "article" | "product" | "profile";
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absolute(seo.origin, seo.path);
  const title = seo.title === seo.siteName ? seo.title : `${seo.title} · ${seo.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    const image = absolute(seo.origin, seo.image);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (seo.imageAlt) {
      tags.push(
        { property: "og:image:alt", content: seo.imageAlt },
        { name: "twitter:image:alt", content: seo.imageAlt },
      );
    }
  }
  return tags;
}

interface RootData {
  origin: string;
  profile: { artistName: string };
  /** The site's default share picture (Settings, else the first hero slide). */
  shareImage?: { url: string; alt: string } | null;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * `pageMeta` for a route's `meta` export, taking the origin, the site name and the default share
 * picture (for a page without its own) from the root loader.
 */
export function routeMeta(
  args: MetaArgsLike,
  page: {
    title: string;
    description: string;
    image?: string;
    type?: PageSeo["type"];
    /** The page's own address when the query names what it shows (default: the path alone). */
    path?: string;
  },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | RootData
    | undefined;
  const fallback = page.image ? undefined : root?.shareImage;
  return pageMeta({
    ...page,
    ...(fallback ? { image: fallback.url, imageAlt: fallback.alt } : {}),
    path: page.path ?? args.location.pathname,
    origin: root?.origin ?? "",
    siteName: root?.profile.artistName ?? "Easel",
  });
}
