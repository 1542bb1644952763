import { Card } from "~/components/ui/card.tsx";
import { ProductPreview } from "./product-preview.tsx";
import type { NewProduct } from "./use-new-product.ts";

/** Beside the form: what is done so far and, while editing, a small preview. */
export function ProgressCard({ form, showPreview }: { form: NewProduct; showPreview: boolean }) {
  return (
    <Card as="aside" title="Progress" titleId="new-progress" className="h-fit">
      <ul className="mt-3 space-y-2 text-sm">
        {form.steps.map(([label, done]) => (
          <li key={label} className="flex items-center gap-2">
            <span
              aria-hidden
              className={`size-2.5 rounded-full ${done ? "bg-emerald-600" : "bg-line"}`}
            />
            {label}
            <span className="sr-only">{done ? ": done" : ": not yet"}</span>
          </li>
        ))}
      </ul>
      {showPreview && (
        <div className="mt-6">
          <p className="eyebrow">Preview</p>
          <ProductPreview draft={form.draft} image={form.pending.images[0]?.preview} compact />
        </div>
      )}
    </Card>
  );
}
