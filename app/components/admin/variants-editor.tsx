import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { toDecimal } from "#core/money.ts";
import type { ProductVariant } from "#core/variants.ts";
import { Field } from "~/components/ui/field.tsx";

/** A variant as the product form holds it: what the owner types, as text (`id`: one saved). */
export interface VariantDraft {
  /** Tells the rows apart while the owner edits (React's key), saved or not. */
  key: string;
  id?: number;
  name: string;
  price: string;
  stock: string;
}

let drafted = 0;
const newKey = () => `new-${++drafted}`;

/** A product's saved variants as drafts. */
export function variantDrafts(variants: readonly ProductVariant[] = []): VariantDraft[] {
  return variants.map((variant) => ({
    key: `saved-${variant.id}`,
    id: variant.id,
    name: variant.name,
    price: toDecimal(variant.price),
    stock: variant.stock === null ? "" : String(variant.stock),
  }));
}

/**
 * The drafts as the form posts them: numbered fields (`variants.0.price`, read by the product
 * schema through formInput); `variants` empty when there are none, so saving removes them.
 */
export function variantFields(drafts: readonly VariantDraft[]): Record<string, string> {
  if (drafts.length === 0) return { variants: "" };
  return Object.fromEntries(
    drafts.flatMap((draft, index) => [
      [`variants.${index}.id`, draft.id === undefined ? "" : String(draft.id)],
      [`variants.${index}.name`, draft.name],
      [`variants.${index}.price`, draft.price],
      [`variants.${index}.stock`, draft.stock],
    ]),
  );
}

/**
 * The product form's variants (PRODUCT.md §2, §7): each with its name, price and stock (empty:
 * not tracked), added, removed and moved up or down; the buyer sees them in this order. A product
 * without variants has one price and one stock.
 */
export function VariantsEditor({
  variants,
  onChange,
  errors,
  defaultPrice,
}: {
  variants: readonly VariantDraft[];
  onChange: (variants: VariantDraft[]) => void;
  errors: Record<string, string>;
  /** What a new variant's price starts as (the product's). */
  defaultPrice: string;
}) {
  const prefix = useId();
  const set = (index: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, step: number) => {
    const next = [...variants];
    const [row] = next.splice(index, 1);
    next.splice(index + step, 0, row!);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm font-medium">
        Variants{" "}
        <span className="font-normal text-ink-soft">
          (optional: sizes or finishes, each with its own price and stock)
        </span>
      </p>
      {errors.variants && <p className="text-sm text-red-700">{errors.variants}</p>}
      {variants.map((draft, index) => {
        const field = (name: "name" | "price" | "stock") => ({
          id: `${prefix}-${draft.key}-${name}`,
          name: `variants.${index}.${name}`,
          error: errors[`variants.${index}.${name}`],
        });
        return (
          <fieldset
            key={draft.key}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <legend className="sr-only">Variant {index + 1}</legend>
            <Field
              {...field("name")}
              label="Name"
              value={draft.name}
              onChange={(event) => set(index, { name: event.target.value })}
              className="col-span-2 sm:col-span-1"
            />
            <Field
              {...field("price")}
              label="Price"
              inputMode="decimal"
              value={draft.price}
              onChange={(event) => set(index, { price: event.target.value })}
            />
            <Field
              {...field("stock")}
              label="Stock"
              optional
              inputMode="numeric"
              value={draft.stock}
              onChange={(event) => set(index, { stock: event.target.value })}
            />
            <div className="col-span-2 flex items-end gap-1 sm:col-span-1">
              <RowButton
                label={`Move ${draft.name || `variant ${index + 1}`} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </RowButton>
              <RowButton
                label={`Move ${draft.name || `variant ${index + 1}`} down`}
                disabled={index === variants.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </RowButton>
              <RowButton
                label={`Remove ${draft.name || `variant ${index + 1}`}`}
                onClick={() => onChange(variants.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </RowButton>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn-secondary self-start"
        onClick={() =>
          onChange([...variants, { key: newKey(), name: "", price: defaultPrice, stock: "" }])
        }
      >
        <Plus className="size-4" aria-hidden />
        Add variant
      </button>
    </div>
  );
}

function RowButton({
  label,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-lg p-2 text-ink-soft hover:bg-paper-deep hover:text-ink disabled:opacity-40"
    >
      {children}
    </button>
  );
}
