import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { categoryDefaults, priceHints, priceWriter } from "#core/catalogue.ts";
import { CONFIRM_FREE } from "#core/free-confirmation.ts";
import { offerLines } from "#core/offers.ts";
import { DECIMAL_PRICE, minorUnitsOf } from "#core/schemas/money-field.ts";
import { currencySymbol } from "#core/store.ts";
import { Field, FieldLabel, Options, TextAreaField } from "~/components/ui/field.tsx";
import { Switch } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { ActionRefused, useActionForm } from "~/lib/use-action-form.ts";
import { useStore } from "~/lib/use-store.ts";
import { ConfirmFreeDialog } from "./confirm-free-dialog.tsx";
import { EDITION_OPTIONS } from "./gallery-records.ts";
import { CategoryOptions, useOwnerCollections, usePriceLabel } from "./product-fields.tsx";
import { type VariantDraft, VariantsEditor, variantFields } from "./variants-editor.tsx";

/** A product as its form holds it: what the owner types, as text. */
export interface ProductDraft {
  name: string;
  price: string;
  description: string;
  category: string;
  /** The Snap edition, for `snap-cards`. */
  subcategory: string;
  available: boolean;
  externalUrl: string;
  /** The product's variants, in the buyer's order (none: one price, one stock). */
  variants: VariantDraft[];
}

const EMPTY: ProductDraft = {
  name: "",
  price: "",
  description: "",
  category: "",
  subcategory: "cat",
  available: true,
  externalUrl: "",
  variants: [],
};

/**
 * The one product form's state (PRODUCT.md §2): the draft, a category change that fills in the
 * category's usual price and description unless the owner typed their own, and saving through the
 * page's product action (`create`, or `edit` with the id) with the pictures' URLs. A refusal
 * toasts `failure` with the action's message and marks the fields at fault; a price of 0.00 is
 * answered with a question instead (`question`), and saved once the owner confirms it.
 */
export function useProductForm({
  start,
  id,
  failure,
  onSaved,
  more = false,
}: {
  start?: Partial<ProductDraft>;
  /** The form has the external link and availability too (else it never sends them). */
  more?: boolean;
  /** The product edited; none: a new one. */
  id?: number;
  failure: string;
  onSaved: () => void;
}) {
  const toast = useToast();
  // The caller says a refusal itself (its toast, the fields), so the recipe stays quiet.
  const { submit: post } = useActionForm({ failure: { inForm: true } });
  const first = useOwnerCollections()[0]?.slug;
  const [draft, setDraft] = useState<ProductDraft>(() => {
    const category = start?.category ?? first ?? EMPTY.category;
    return { ...EMPTY, ...categoryDefaults(category), ...start };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // The server's question about a save that gives the product away, and that save's pictures.
  const [question, setQuestion] = useState<{ text: string; imageUrls: readonly string[] }>();
  const change = (patch: Partial<ProductDraft>) => setDraft((now) => ({ ...now, ...patch }));

  const changeCategory = (category: string) => {
    const before = categoryDefaults(draft.category);
    const after = categoryDefaults(category);
    // Replace what is empty or still the old category's default; keep what the owner typed.
    const untouched = (value: string, old: string | undefined) => !value.trim() || value === old;
    change({
      category,
      ...(category === "snap-cards" && draft.category !== "snap-cards"
        ? { subcategory: "cat" }
        : {}),
      ...(after && untouched(draft.price, before?.price) ? { price: after.price } : {}),
      ...(after && untouched(draft.description, before?.description)
        ? { description: after.description }
        : {}),
    });
  };

  /**
   * Saves the draft with these pictures (already uploaded, the first the thumbnail); `confirmed`
   * when the owner has said yes to a price of 0.00.
   */
  const save = async (imageUrls: readonly string[], confirmed = false) => {
    setSaving(true);
    try {
      await post({
        intent: id === undefined ? "create" : "edit",
        ...(id === undefined ? {} : { id: String(id) }),
        name: draft.name,
        price: draft.price,
        description: draft.description,
        category: draft.category,
        subcategory: draft.category === "snap-cards" ? draft.subcategory : "",
        imageUrls,
        ...variantFields(draft.variants),
        ...(more ? { isAvailable: String(draft.available), externalUrl: draft.externalUrl } : {}),
        ...(confirmed ? { [CONFIRM_FREE]: "true" } : {}),
      });
      setErrors({});
      onSaved();
    } catch (error) {
      if (error instanceof ActionRefused && error.errors[CONFIRM_FREE]) {
        setQuestion({ text: error.message, imageUrls });
        return;
      }
      if (error instanceof ActionRefused) setErrors(error.errors);
      toast({
        title: failure,
        description: (error as Error).message || "Something went wrong",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  /** The same save again, confirmed; or back to the form. */
  const answer = (confirmed: boolean) => {
    setQuestion(undefined);
    if (confirmed && question) void save(question.imageUrls, true);
  };

  return { draft, change, changeCategory, errors, setErrors, saving, save, more, question, answer };
}

export type ProductFormState = ReturnType<typeof useProductForm>;

/** Asks before a product is saved at 0.00 (`form.question`); its host renders it beside Save. */
export function ProductFreeQuestion({ form }: { form: ProductFormState }) {
  if (!form.question) return null;
  return (
    <ConfirmFreeDialog
      question={form.question.text}
      onCancel={() => form.answer(false)}
      onConfirm={() => form.answer(true)}
    />
  );
}

/**
 * The product's fields, one set for every product form (the create dialogs, the New Product
 * page, the edit dialog): name, category, price (with the category's typical prices when asked),
 * the Snap card type for Snap Playing Cards, the variants, description, and with `more` (the page) also the
 * external link and "Available for Purchase".
 */
export function ProductForm({
  form,
  nameLabel = "Name",
  hints = false,
}: {
  form: ProductFormState;
  nameLabel?: string;
  /** Show the collection's offers (at the price typed) under the price. */
  hints?: boolean;
}) {
  const { draft, change, errors } = form;
  const priceLabel = usePriceLabel();
  const { currency } = useStore();
  const collection = useOwnerCollections().find((each) => each.slug === draft.category);
  const price = draft.price.trim();
  // What the collection's offers do at the price typed ("Any 2 games £18 (save £2)"), or else the
  // category's typical prices (the greeting cards' sizes).
  const offered = collection
    ? offerLines(
        collection.offers,
        DECIMAL_PRICE.test(price) ? [minorUnitsOf(price)] : [],
        priceWriter(currencySymbol(currency)),
        collection.itemNoun,
      ).map((line) => line.text)
    : [];
  const typical = !hints
    ? []
    : offered.length > 0
      ? offered
      : priceHints(draft.category, currencySymbol(currency));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        name="name"
        label={nameLabel}
        value={draft.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errors.name}
        className="sm:col-span-2"
        required
      />
      <FieldLabel label="Category">
        <select
          name="category"
          value={draft.category}
          onChange={(event) => form.changeCategory(event.target.value)}
          className="field-input"
        >
          <CategoryOptions current={draft.category} />
        </select>
      </FieldLabel>
      <Field
        name="price"
        label={priceLabel}
        inputMode="decimal"
        value={draft.price}
        onChange={(event) => change({ price: event.target.value })}
        error={errors.price}
        required
      />
      {draft.category === "snap-cards" && (
        <FieldLabel label="Snap card type">
          <select
            name="subcategory"
            value={draft.subcategory}
            onChange={(event) => change({ subcategory: event.target.value })}
            className="field-input"
          >
            <Options options={EDITION_OPTIONS} />
          </select>
        </FieldLabel>
      )}
      {typical.length > 0 && (
        <div className="flex gap-2 rounded-xl bg-paper-deep px-4 py-3 text-sm text-ink-soft sm:col-span-2">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium text-ink">Typical prices: </span>
            {typical.join(" · ")}
          </p>
        </div>
      )}
      <VariantsEditor
        variants={draft.variants}
        onChange={(variants) => change({ variants })}
        errors={errors}
        defaultPrice={draft.price}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          name="description"
          label="Description"
          rows={4}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          error={errors.description}
        />
      </div>
      {form.more && (
        <>
          <Field
            name="externalUrl"
            label="External link (optional)"
            type="url"
            value={draft.externalUrl}
            onChange={(event) => change({ externalUrl: event.target.value })}
            error={errors.externalUrl}
          />
          <Switch
            checked={draft.available}
            label="Available for Purchase"
            onClick={() => change({ available: !draft.available })}
            className="self-end"
          />
        </>
      )}
    </div>
  );
}
