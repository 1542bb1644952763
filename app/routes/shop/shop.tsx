import { Heart } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { collectionOfferLines, collectionTab, inCollection } from "#core/collections.ts";
import { mediaUrl, pickWidth } from "#core/media-urls.ts";
import { toDecimal } from "#core/money.ts";
import { pageQuery } from "#core/page-params.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { currencySymbol } from "#core/store.ts";
import { buyState, lowestPrice, productPath } from "#core/storefront.ts";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { pillTabClassName } from "~/components/pill-tab.ts";
import type { ShopProduct } from "~/components/shop/product-card.tsx";
import { ProductDialog } from "~/components/shop/product-dialog.tsx";
import { ProductGrid } from "~/components/shop/product-grid.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Facts } from "~/components/ui/facts.tsx";
import { appContext } from "~/lib/app-context.ts";
import { samePathKeepsData } from "~/lib/revalidate.ts";
import { routeMeta } from "~/lib/seo.ts";
import { useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/shop";

/** A product's main picture, about 800 pixels wide, for link previews. */
const previewImage = (product: ShopProduct | undefined) => {
  const image = product?.images[0];
  return image ? { image: mediaUrl(image.key, pickWidth(image.widths, 800)) } : {};
};

/**
 * A shared link to one product (`?product=12`) previews that product; the shop itself previews
 * with its first pictured product.
 */
export const meta: Route.MetaFunction = (args) => {
  const products = args.loaderData?.products ?? [];
  const id = Number(new URLSearchParams(args.location.search).get("product"));
  const chosen = products.find((product) => product.id === id);
  if (chosen) {
    return routeMeta(args, {
      title: chosen.name,
      description: chosen.description || `${chosen.name} from the shop.`,
      type: "product",
      path: productPath(chosen.category, chosen.id),
      ...previewImage(chosen),
    });
  }
  // The owner's line about the shop (Settings → Shop), else a plain one.
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | { store?: { shopIntro?: string }; profile?: { artistName: string } }
    | undefined;
  return routeMeta(args, {
    title: "Shop",
    description:
      root?.store?.shopIntro || `The shop of ${root?.profile?.artistName ?? "the artist"}.`,
    ...previewImage(products.find((product) => product.images.length > 0)),
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // Structured data links are absolute to PUBLIC_URL, else root-relative (never the request's Host).
  const origin = publicOrigin(services.env.PUBLIC_URL) ?? "";
  // The owner's collections that hold products, in their order: the shop's tabs.
  const [all, tabs] = await Promise.all([
    services.catalog.listProducts(),
    services.collections.listShown(),
  ]);
  const products: ShopProduct[] = all
    .filter((product) => tabs.some((tab) => inCollection(tab.slug, product.category)))
    .map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      category: product.category,
      isAvailable: product.isAvailable,
      stock: product.stock,
      images: product.images,
      variants: product.variants,
      externalUrl: product.externalUrl,
    }));
  const collections = tabs.map(({ position: _, productCount: _count, ...tab }) => tab);
  return { products, origin, collections };
}

/** Tabs and the open product live in the address: changing them needs no new data. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return samePathKeepsData(args);
}

/** schema.org Product and Offer for each product on sale. */
function productsJsonLd(products: ShopProduct[], origin: string, currency: string) {
  return {
    "@type": "ItemList",
    itemListElement: products.map((product, index) => {
      const state = buyState(product);
      const image = product.images[0];
      const lowest = lowestPrice(product);
      return {
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "Product",
          name: product.name,
          description: product.description,
          url: `${origin}/shop?product=${product.id}`,
          ...(image
            ? { image: `${origin}${mediaUrl(image.key, pickWidth(image.widths, 800))}` }
            : {}),
          ...(lowest !== null
            ? {
                offers: {
                  "@type": "Offer",
                  price: toDecimal(lowest),
                  priceCurrency: currency,
                  availability:
                    state === "coming-soon"
                      ? "https://schema.org/PreOrder"
                      : state === "sold-out"
                        ? "https://schema.org/SoldOut"
                        : "https://schema.org/InStock",
                },
              }
            : {}),
        },
      };
    }),
  };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, origin, collections } = loaderData;
  const store = useStore();
  const [address, setParams] = useSearchParams();
  // Only what the shop reads: links drawn on the server (which sees nothing else) match the
  // browser's, whatever else the address bar holds (`?fbclid=…`).
  const params = new URLSearchParams(pageQuery("/shop", address.toString()).search);
  const tab = collectionTab(collections, params.get("tab"));
  const openId = Number(params.get("product"));
  const open = products.find((product) => product.id === openId);
  const shown = tab ? products.filter((product) => inCollection(tab.slug, product.category)) : [];
  const offers = tab ? collectionOfferLines(tab, shown, currencySymbol(store.currency)) : [];

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `?${search}` : "?";
  };
  const go = (changes: Record<string, string | null>) =>
    setParams(new URLSearchParams(hrefWith(changes).slice(1)), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <div className="page pb-20">
      <PageHeader eyebrow="Shop" title="Shop">
        {store.shopIntro && <p>{store.shopIntro}</p>}
      </PageHeader>
      {store.charityStatement && (
        <p className="mb-10 inline-flex items-center gap-2 rounded-full bg-accent/10 px-4 py-2 text-sm text-accent-deep">
          <Heart className="size-4" aria-hidden />
          {store.charityStatement}
        </p>
      )}

      <div role="tablist" aria-label="Product categories" className="mb-8 flex flex-wrap gap-2">
        {collections.map((candidate, i) => {
          const selected = candidate.slug === tab?.slug;
          return (
            <a
              key={candidate.slug}
              role="tab"
              id={`shop-tab-${candidate.slug}`}
              href={hrefWith({ tab: candidate.slug, product: null })}
              aria-selected={selected}
              aria-controls="shop-panel"
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                go({ tab: candidate.slug, product: null });
              }}
              onKeyDown={(event) => {
                const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
                if (!step) return;
                event.preventDefault();
                const next = collections[(i + step + collections.length) % collections.length]!;
                go({ tab: next.slug, product: null });
                document.getElementById(`shop-tab-${next.slug}`)?.focus();
              }}
              className={pillTabClassName(selected)}
            >
              {candidate.name}
            </a>
          );
        })}
      </div>

      <section
        id="shop-panel"
        role="tabpanel"
        aria-labelledby={tab ? `shop-tab-${tab.slug}` : undefined}
      >
        {tab?.description && <p className="mb-6 max-w-3xl text-ink-soft">{tab.description}</p>}
        {tab && tab.specifications.length > 0 && (
          <Facts
            items={tab.specifications.map(({ label, value }) => [label, value] as const)}
            className="mb-8 grid max-w-3xl grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-3 lg:grid-cols-5"
            termClassName="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase"
            valueClassName="mt-0.5 text-sm"
          />
        )}
        {/* The tab's offers, written from the offers the cart applies. */}
        {tab && offers.length > 0 && (
          <Card padding="px-5 py-4" className="mb-8">
            <h2 className="text-lg">{tab.name} offers</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-ink-soft">
              {offers.map((line) => (
                <li key={line.text}>{line.text}</li>
              ))}
            </ul>
          </Card>
        )}
        <ProductGrid
          label={tab?.name ?? "The shop"}
          products={shown}
          detailsHref={(product) => hrefWith({ product: String(product.id) })}
          onOpen={(product) => go({ product: String(product.id) })}
        />
        {tab?.footnote && <p className="mt-8 text-xs text-ink-soft">{tab.footnote}</p>}
      </section>

      <ProductDialog record={open} onClose={() => go({ product: null })} />
      <JsonLd data={productsJsonLd(products, origin, store.currency)} />
    </div>
  );
}
