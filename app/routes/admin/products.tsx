import { Images, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { family, familyOf } from "#core/catalogue.ts";
import { FilterPills } from "~/components/admin/filter-pills.tsx";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { ProductCreateDialog } from "~/components/admin/product-create-dialog.tsx";
import {
  type EditableProduct,
  editable,
  ProductEditDialog,
} from "~/components/admin/product-edit-dialog.tsx";
import { ProductDetail } from "~/components/admin/products/product-detail.tsx";
import { ProductList } from "~/components/admin/products/product-list.tsx";
import { SelectionBar, useBulkDelete, useSelection } from "~/components/admin/selection.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { Route } from "./+types/products";

export { action, loader } from "./products.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

/** The category filter (PRODUCT.md §2): one per family, coasters first; labels from the catalogue. */
const FILTERS = (["coasters", "cards", "snap-cards"] as const).map((id) => ({
  id,
  label: family(id).adminLabel,
  matches: (category: string) => familyOf(category)?.id === id,
}));

/** Products by category: select mode with bulk delete, the detail panel and the edit dialog. */
export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [params, setParams] = useSearchParams();
  const filter =
    FILTERS.find((candidate) => candidate.id === params.get("category")) ?? FILTERS[0]!;
  const shown = products.filter((product) => filter.matches(product.category));
  const selectedId = Number(params.get("product"));
  const selected = shown.find((product) => product.id === selectedId);
  const selection = useSelection();
  const [organising, setOrganising] = useState<File[] | null>(null);
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<EditableProduct | null>(null);
  const bulk = useBulkDelete({
    apiPath: "/api/admin/products",
    noun: "products",
    selection,
    failureTitle: () => "Failed to delete products",
  });

  return (
    <div className="max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl">Products</h1>
        <div className="flex gap-2">
          <SelectionBar
            selection={selection}
            allIds={shown.map((product) => product.id)}
            busy={bulk.busy}
            onDelete={() => void bulk.remove([...selection.chosen])}
          />
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
      <FilterPills
        label="Product categories"
        param="category"
        current={filter.id}
        onChange={selection.leave}
        className="mt-6"
        options={FILTERS.map((candidate) => ({
          id: candidate.id,
          label: candidate.label,
          count: products.filter((product) => candidate.matches(product.category)).length,
        }))}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <ProductList
          products={shown}
          label={`${filter.label} products`}
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
          <ProductDetail
            key={selected.id}
            product={selected}
            onEdit={() => setEditing(editable(selected))}
          />
        ) : (
          <Card as="p" dashed className="text-ink-soft">
            Choose a product to see its details.
          </Card>
        )}
      </div>
      <ProductEditDialog product={editing} onClose={() => setEditing(null)} />
      {organising && (
        <ProductCreateDialog
          variant="organise"
          initialFiles={organising}
          initialCategory={filter.id}
          onClose={() => setOrganising(null)}
          onCreated={() => void revalidator.revalidate()}
        />
      )}
    </div>
  );
}
