import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DetailsCard } from "~/components/admin/new-product/details-card.tsx";
import { ImagesCard } from "~/components/admin/new-product/images-card.tsx";
import { ProductPreview } from "~/components/admin/new-product/product-preview.tsx";
import { ProgressCard } from "~/components/admin/new-product/progress-card.tsx";
import { useNewProduct } from "~/components/admin/new-product/use-new-product.ts";
import { ProductFreeQuestion } from "~/components/admin/product-form.tsx";
import type { Route } from "./+types/product-new";

export { action } from "./products.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "New Product · Admin" }];

/** The new-product page of PRODUCT.md §2 and §4: pictures, details, progress and a preview. */
export default function NewProduct() {
  const form = useNewProduct();
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  return (
    <div className="max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/products"
          className="inline-flex items-center gap-1 text-sm text-ink-soft hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Admin
        </Link>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={mode === "preview"}
            onClick={() => setMode(mode === "edit" ? "preview" : "edit")}
          >
            {mode === "edit" ? (
              <Eye className="size-4" aria-hidden />
            ) : (
              <Pencil className="size-4" aria-hidden />
            )}
            {mode === "edit" ? "Preview" : "Edit"}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={form.saving || form.uploading}
            onClick={() => void form.save()}
          >
            {form.saving ? "Saving..." : "Save Product"}
          </button>
        </div>
      </div>
      <h1 className="mt-4 font-display text-3xl">New Product</h1>
      <ProductFreeQuestion form={form.form} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        {mode === "edit" ? (
          <div className="flex flex-col gap-6">
            <ImagesCard form={form} />
            <DetailsCard form={form} />
          </div>
        ) : (
          <ProductPreview draft={form.draft} image={form.pending.images[0]?.preview} />
        )}
        <ProgressCard form={form} showPreview={mode === "edit"} />
      </div>
    </div>
  );
}
