import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path, for the canonical URL and og:url. */
  path: string;
  /** The site's public origin (PUBLIC_URL, from the root loader); without it no absolute URLs. */
  origin: string | undefined;
  siteName: string;
  /** Absolute or root-relative URL of the page's main image. */
  image?: string;
  /** What that image shows, for those who cannot see it. */
  imageAlt?: string;
  type?: "website" | "article" | "product" | "profile";
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags for one page. The tags that
 * must be absolute (canonical, og:url, og:image) need the public origin: without PUBLIC_URL they
 * are left out rather than built from the request.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const { origin } = seo;
  const title = seo.title === seo.siteName ? seo.title : `${seo.title} · ${seo.siteName}`;
  const image = origin && seo.image ? absolute(origin, seo.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
  ];
  if (origin) {
    const url = absolute(origin, seo.path);
    tags.splice(2, 0, { tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
  }
  if (image) {
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
  origin?: string | undefined;
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
    origin: root?.origin,
    siteName: root?.profile.artistName ?? "Easel",
  });
}

/** The `meta` export of a page whose title and description do not depend on its data. */
export const fixedMeta = (page: { title: string; description: string }) => (args: MetaArgsLike) =>
  routeMeta(args, page);
