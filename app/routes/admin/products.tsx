import { Images, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useFetcher, useRevalidator, useSearchParams } from "react-router";
import { family, familyOf } from "#core/catalogue.ts";
import { categoryLabel } from "#core/shop.ts";
import { DisplayOrder } from "~/components/admin/display-order.tsx";
import { FilterPills } from "~/components/admin/filter-pills.tsx";
import { ProductCreateDialog } from "~/components/admin/product-create-dialog.tsx";
import {
  type EditableProduct,
  ProductEditDialog,
} from "~/components/admin/product-edit-dialog.tsx";
import {
  SelectBox,
  SelectionBar,
  useBulkDelete,
  useSelection,
} from "~/components/admin/selection.tsx";
import { type ProductActionResult, productAction } from "~/lib/admin/product-action.server.ts";
import { appContext } from "~/lib/app-context.ts";
import { useMoney } from "~/lib/use-store.ts";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

/** The category filter (PRODUCT.md §2): one per family, coasters first; labels from the catalogue. */
const FILTERS = (["coasters", "cards", "snap-cards"] as const).map((id) => ({
  id,
  label: family(id).adminLabel,
  matches: (category: string) => familyOf(category)?.id === id,
}));

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { products: await services.catalog.listProducts() };
}

/** Edits one product (the same service as `PATCH`/`DELETE /api/admin/products/{id}`). */
export const action = ({ request, context }: Route.ActionArgs) =>
  productAction(request, context.get(appContext).services);

type Product = Route.ComponentProps["loaderData"]["products"][number];

function ProductDetail({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const money = useMoney();
  const fetcher = useFetcher<ProductActionResult>({ key: `detail-${product.id}` });
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="product-detail"
      className="rounded-2xl border border-line bg-white p-6"
    >
      <h2 id="product-detail" className="font-display text-2xl">
        {product.name}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-2" aria-label="Pictures">
        {product.imageUrls.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`${product.name}, view ${index + 1}`}
              className="aspect-square w-full rounded-lg bg-paper-deep object-cover"
            />
            <span className="absolute top-1 left-1 rounded bg-white/90 px-1.5 text-xs">
              {index === 0 ? "Primary" : index + 1}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-soft">Category</dt>
          <dd>{categoryLabel(product.category)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Price</dt>
          <dd>{product.price ? money(product.price) : "No price (Inquire)"}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Pictures</dt>
          <dd>{product.imageUrls.length}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Stock</dt>
          <dd>{product.stock === null ? "Not tracked" : product.stock}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm whitespace-pre-wrap text-ink-soft">{product.description}</p>
      <div className="mt-5 flex flex-wrap items-end gap-4">
        <DisplayOrder product={product} label="Display Order" />
        <fetcher.Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name="id" value={product.id} />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Stock <span className="sr-only">(empty: not tracked)</span>
            <input
              name="stock"
              type="number"
              min={0}
              defaultValue={product.stock ?? ""}
              key={product.stock ?? "none"}
              className="field-input w-28"
            />
          </label>
          <button type="submit" className="btn-secondary px-4" disabled={busy}>
            Set
          </button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="availability" />
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="isAvailable" value={product.isAvailable ? "false" : "true"} />
          <button
            type="submit"
            role="switch"
            aria-checked={product.isAvailable}
            className="inline-flex items-center gap-2 text-sm"
            disabled={busy}
          >
            <span
              className={`relative h-6 w-10 rounded-full transition-colors ${product.isAvailable ? "bg-ink" : "bg-line"}`}
            >
              <span
                className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${product.isAvailable ? "left-[1.125rem]" : "left-0.5"}`}
              />
            </span>
            Available for Purchase
          </button>
        </fetcher.Form>
      </div>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary" onClick={onEdit}>
          Edit Product
        </button>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Delete ${product.name}? This cannot be undone.`))
              event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={product.id} />
          <button type="submit" className="btn-secondary text-red-700" disabled={busy}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}

/** Products by category: select mode with bulk delete, the detail panel and the edit dialog. */
export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
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
  const listRef = useRef<HTMLUListElement>(null);

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
          <label className="btn-secondary cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-accent">
            <Images className="size-4" aria-hidden />
            Create from pictures
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                // The organising dialog opens only when a set of files is chosen (SPEC §2).
                if (files.length > 0) setOrganising(files);
              }}
            />
          </label>
          <Link to="/admin/product/new" className="btn-primary">
            <Plus className="size-4" aria-hidden />
            New Product
          </Link>
        </div>
      </div>
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
        <ul
          ref={listRef}
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white"
          aria-label={`${filter.label} products`}
        >
          {shown.length === 0 && (
            <li className="p-6 text-ink-soft">No products in this category yet.</li>
          )}
          {shown.map((product) => {
            const extra = product.imageUrls.length - 1;
            const isSelected = product.id === selected?.id;
            return (
              <li
                key={product.id}
                className={`flex items-center gap-3 p-3 ${isSelected ? "bg-paper" : ""}`}
              >
                {selection.selecting && (
                  <SelectBox selection={selection} id={product.id} label={product.name} />
                )}
                <button
                  type="button"
                  onClick={() =>
                    setParams(
                      { category: filter.id, product: String(product.id) },
                      { replace: true, preventScrollReset: true },
                    )
                  }
                  aria-pressed={isSelected}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left"
                >
                  <span className="relative shrink-0">
                    {product.imageUrl ? (
                      <img
                        src={product.imageUrl}
                        alt=""
                        className="size-14 rounded-lg bg-paper-deep object-cover"
                      />
                    ) : (
                      <span className="block size-14 rounded-lg bg-paper-deep" />
                    )}
                    {extra > 0 && (
                      <span className="absolute -top-1 -right-1 rounded-full bg-ink px-1.5 text-[10px] text-paper">
                        +{extra}
                      </span>
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{product.name}</span>
                    <span className="block text-sm text-ink-soft">
                      {categoryLabel(product.category)} ·{" "}
                      {product.price ? money(product.price) : "No price"}
                      {!product.isAvailable && " · Hidden"}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {selected ? (
          <ProductDetail
            key={selected.id}
            product={selected}
            onEdit={() =>
              setEditing({
                id: selected.id,
                name: selected.name,
                description: selected.description,
                price: selected.price,
                category: selected.category,
                imageUrls: selected.imageUrls,
              })
            }
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-6 text-ink-soft">
            Choose a product to see its details.
          </p>
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
