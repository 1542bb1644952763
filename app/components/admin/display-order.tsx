import { useEffect, useId, useState } from "react";
import { useActionForm } from "~/lib/use-action-form.ts";

/**
 * A product's display order, saved through the page's product action on blur or Enter and only
 * when it changed (PRODUCT.md §5: a whole number of 0 or more, or empty). A refusal puts it back.
 */
export function DisplayOrder({
  product,
  label,
  hint,
  compact = false,
}: {
  product: { id: number; name: string; order: number | null };
  label: string;
  /** A line under the input, e.g. "Sets display order in carousel". */
  hint?: string;
  compact?: boolean;
}) {
  const hintId = useId();
  const saved = product.order === null ? "" : String(product.order);
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  const { submit } = useActionForm({
    key: `order-${product.id}`,
    failure: { title: "Failed to update product order" },
    onFailure: () => setValue(saved),
  });
  const save = () => {
    if (value.trim() === saved) return;
    submit({ intent: "order", id: product.id, order: value.trim() }).catch(() => {});
  };
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      <span>
        {label}
        {compact && <span className="sr-only"> of {product.name}</span>}
      </span>
      <input
        type="number"
        min={0}
        step={1}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            save();
          }
        }}
        className={`field-input ${compact ? "w-20 py-1.5" : "w-32"}`}
      />
      {hint && (
        <span id={hintId} className="text-xs font-normal text-ink-soft">
          {hint}
        </span>
      )}
    </label>
  );
}
