import { Images, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { collectionOf } from "#core/offers.ts";
import { inStockFilter, stockFilter } from "#core/stock-levels.ts";
import { FilterPills } from "~/components/admin/filter-pills.tsx";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { ProductCreateDialog } from "~/components/admin/product-create-dialog.tsx";
import { useProductDesk } from "~/components/admin/product-desk.tsx";
import type { EditableProduct } from "~/components/admin/product-edit-dialog.tsx";
import { useOwnerCollections } from "~/components/admin/product-fields.tsx";
import { ProductDetail } from "~/components/admin/products/product-detail.tsx";
import { ProductList } from "~/components/admin/products/product-list.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { Route } from "./+types/products";

export { action, loader } from "./products.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

/** A category filter of the product list: a collection, or what is in none. */
interface Filter {
  id: string;
  label: string;
  matches: (category: string) => boolean;
}

/**
 * The category filters (PRODUCT.md §2): the owner's collections in shop order, then
 * "Other" while a product is in none of them; "All" on a site with no collection yet.
 */
function useFilters(products: readonly EditableProduct[]): Filter[] {
  const collections = useOwnerCollections();
  const slugs = new Set(collections.map((collection) => collection.slug));
  const outside = (category: string) => !slugs.has(collectionOf(category));
  const filters: Filter[] = collections.map((collection) => ({
    id: collection.slug,
    label: collection.name,
    matches: (category) => collectionOf(category) === collection.slug,
  }));
  if (filters.length === 0) return [{ id: "all", label: "All", matches: () => true }];
  if (products.some((product) => outside(product.category))) {
    filters.push({ id: "other", label: "Other", matches: outside });
  }
  return filters;
}

/** Products by category: select mode with bulk delete, the detail panel and the edit dialog. */
export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [params, setParams] = useSearchParams();
  const filters = useFilters(products);
  const filter =
    filters.find((candidate) => candidate.id === params.get("category")) ?? filters[0]!;
  // From the owner's desk: every product out of stock, or low, whatever its category.
  const stock = stockFilter(params.get("stock"));
  const shown = products.filter((product) =>
    stock ? inStockFilter(product.stock, stock) : filter.matches(product.category),
  );
  const selectedId = Number(params.get("product"));
  const selected = shown.find((product) => product.id === selectedId);
  const { selection, selectionBar, edit, refresh, dialogs } = useProductDesk();
  const [organising, setOrganising] = useState<File[] | null>(null);

  return (
    <div className="max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl">Products</h1>
        {/* Wraps on a phone: the row of buttons is wider than a 390 px screen. */}
        <div className="flex flex-wrap gap-2">
          {selectionBar(shown)}
          <ImagePicker
            // The organising dialog opens only when a set of files is chosen (PRODUCT.md §2).
            onFiles={(files) => files.length > 0 && setOrganising(files)}
          >
            <Images className="size-4" aria-hidden />
            Create from pictures
          </ImagePicker>
          <Link to="/admin/product/new" className="btn-primary">
            <Plus className="size-4" aria-hidden />
            New Product
          </Link>
        </div>
      </div>
      {/* Without JavaScript a refused edit answers here; with it, the form's toast does. */}
      <ActionNotice answer={actionData} className="mt-6" />
      {stock && (
        <p className="mt-6 text-sm text-ink-soft" role="status">
          Showing the products {stock === "out" ? "out of stock" : "low on stock"}.{" "}
          <Link to="/admin/products" className="underline">
            Show all products
          </Link>
        </p>
      )}
      <FilterPills
        label="Product categories"
        param="category"
        current={filter.id}
        onChange={selection.leave}
        className="mt-6"
        options={filters.map((candidate) => ({
          id: candidate.id,
          label: candidate.label,
          count: products.filter((product) => candidate.matches(product.category)).length,
        }))}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <ProductList
          products={shown}
          label={
            stock
              ? `${stock === "out" ? "Out of stock" : "Low on stock"} products`
              : `${filter.label} products`
          }
          selectedId={selected?.id}
          selection={selection}
          onChoose={(id) =>
            setParams(
              { category: filter.id, product: String(id) },
              { replace: true, preventScrollReset: true },
            )
          }
        />
        {selected ? (
          <ProductDetail key={selected.id} product={selected} onEdit={() => edit(selected)} />
        ) : (
          <Card as="p" dashed className="text-ink-soft">
            Choose a product to see its details.
          </Card>
        )}
      </div>
      {dialogs}
      {organising && (
        <ProductCreateDialog
          variant="organise"
          initialFiles={organising}
          initialCategory={filter.id}
          onClose={() => setOrganising(null)}
          onCreated={refresh}
        />
      )}
    </div>
  );
}
