import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  CERAMIC_FILTERS,
  PAINTING_FILTERS,
  PORTFOLIO_CATEGORIES,
  type PortfolioCategory,
} from "#core/art-categories.ts";
import { MAX_FEATURED } from "#core/featured-artworks.ts";
import { AdminGallery } from "~/components/admin/admin-gallery.tsx";
import { BulkUploadCard } from "~/components/admin/bulk-upload-card.tsx";
import { FilterPills } from "~/components/admin/filter-pills.tsx";
import { ArtworkEditDialog } from "~/components/admin/gallery-edit-dialog.tsx";
import { editableArtwork, saleSummary } from "~/components/admin/gallery-records.ts";
import { editable } from "~/components/admin/product-edit-dialog.tsx";
import { ShopProductsCard } from "~/components/admin/shop-products-card.tsx";
import { FieldLabel, Options } from "~/components/ui/field.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { galleryIntents } from "~/lib/admin/gallery-action.server.ts";
import { productIntents } from "~/lib/admin/product-action.server.ts";
import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import { useActionForm } from "~/lib/use-action-form.ts";
import { useMoney } from "~/lib/use-store.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio · Admin" }];

export const loader = readsLoader((services) => ({
  artworks: services.catalog.listArtworks().then((artworks) => artworks.map(editableArtwork)),
  products: services.catalog.listProducts().then((products) =>
    products.map((product) => ({
      ...editable(product),
      imageUrl: product.imageUrl,
      order: product.order,
    })),
  ),
}));

/** The artworks' forms (create, edit, reorder) and the products card's: one intent table. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = formInput(await request.formData());
  const caller = context.get(appContext);
  return performIntent(input, {
    ...productIntents(input, caller),
    ...galleryIntents(input, caller, "artwork"),
  });
}

const CATEGORIES = Object.entries(PORTFOLIO_CATEGORIES) as Array<[PortfolioCategory, string]>;

/** Upload artworks into a category (one per image, titled from the file name) and manage them. */
export default function AdminPortfolio({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const category = (CATEGORIES.find(([id]) => id === params.get("category"))?.[0] ??
    "paintings-drawings") as PortfolioCategory;
  const artTypes =
    category === "ceramics"
      ? CERAMIC_FILTERS.slice(1)
      : category === "paintings-drawings"
        ? PAINTING_FILTERS.slice(1)
        : [];
  const [artType, setArtType] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const shown = loaderData.artworks.filter((artwork) => artwork.category === category);
  const money = useMoney();
  const featuredCount = loaderData.artworks.filter((artwork) => artwork.isFeatured).length;
  // Each picture's record in turn; the uploader marks a refused one.
  const { submit: create } = useActionForm({ failure: { inForm: true } });

  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="font-display text-3xl">Portfolio</h1>
        <FilterPills
          label="Portfolio categories"
          param="category"
          current={category}
          options={CATEGORIES.map(([id, label]) => ({
            id,
            label,
            count: loaderData.artworks.filter((artwork) => artwork.category === id).length,
          }))}
        />
      </div>
      <BulkUploadCard
        place={category}
        title={`Upload artworks to ${PORTFOLIO_CATEGORIES[category]}`}
        titleId="upload-artworks"
        section="portfolio"
        noun="artworks"
        create={({ imageUrl, title, description }) =>
          create({ intent: "gallery-create", title, description, imageUrl, category, artType })
        }
        fields={
          artTypes.length > 0 && (
            <FieldLabel label="Art type">
              <select
                value={artType}
                onChange={(event) => setArtType(event.target.value)}
                className="field-input"
              >
                <option value="">None (shown under All)</option>
                <Options options={artTypes} />
              </select>
            </FieldLabel>
          )
        }
      />
      <section aria-labelledby="artworks-heading">
        <h2 id="artworks-heading" className="mb-3 font-display text-xl">
          {PORTFOLIO_CATEGORIES[category]}
        </h2>
        <AdminGallery
          items={shown.map((artwork) => ({
            ...artwork,
            featured: artwork.isFeatured,
            detail: (
              <span className="inline-flex items-center gap-1.5">
                {artwork.saleStatus === "sold" && (
                  <span aria-hidden className="size-1.5 rounded-full bg-red-600" />
                )}
                {saleSummary(artwork, money)}
              </span>
            ),
          }))}
          apiPath="/api/admin/artworks"
          noun="artworks"
          emptyText="No artworks in this category yet"
          onEdit={setEditing}
        />
        <p className="mt-3 text-sm text-ink-soft">
          {featuredCount} of {MAX_FEATURED} featured on the home page.
        </p>
      </section>
      <ArtworkEditDialog
        record={loaderData.artworks.find((artwork) => artwork.id === editing) ?? null}
        featuredCount={featuredCount}
        onClose={() => setEditing(null)}
      />
      <ShopProductsCard products={loaderData.products} />
    </div>
  );
}
