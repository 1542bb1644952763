import { useState } from "react";
import { CERAMIC_FILTERS, PAINTING_FILTERS, PORTFOLIO_CATEGORIES } from "#core/art-categories.ts";
import { MAX_FEATURED } from "#core/featured-artworks.ts";
import { toDecimal } from "#core/money.ts";
import { Field, Options, SelectField, TextAreaField } from "~/components/ui/field.tsx";
import { type RecordDialogProps, RecordModal } from "~/components/ui/modal.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { ArtworkPhotosField } from "./artwork-photos-field.tsx";
import {
  DialogActions,
  SwitchField,
  type TextFieldRow,
  TextFields,
  text,
} from "./dialog-fields.tsx";
import { EDITION_OPTIONS, type EditableArtwork, type EditableSnapCard } from "./gallery-records.ts";
import { PictureReplaceField } from "./picture-replace-field.tsx";

const ALT_HINT =
  "Describes the picture for people who cannot see it. Leave it empty to use the title.";

/**
 * The frame both edit dialogs share: the picture, the form (posted to the page's gallery action
 * as `gallery-edit`), field messages from the server, Cancel and Save Changes ("Saving...").
 * A success closes (the action says its toast); a refusal toasts and marks the fields at fault.
 */
function GalleryEditDialog<Row extends { id: number; title: string; imageUrl: string }>({
  record,
  heading,
  onClose,
  children,
}: RecordDialogProps<Row> & {
  heading: string;
  children: (record: Row, errors: Record<string, string>) => React.ReactNode;
}) {
  const close = () => {
    edit.setErrors({});
    onClose();
  };
  const edit = useActionForm({
    key: "gallery-edit",
    failure: { title: "Could not save" },
    onSuccess: close,
  });
  const { errors, pending: busy } = edit;
  return (
    <RecordModal
      record={record}
      onClose={close}
      dismissible={!busy}
      closeOnBackdrop={false}
      variant="panel"
      aria-labelledby="gallery-edit-title"
      className="w-[min(100%-1.5rem,42rem)] bg-white"
    >
      {(row) => (
        <ActionForm recipe={edit} noValidate className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-center gap-4">
            <img
              src={row.imageUrl}
              alt=""
              className="size-16 shrink-0 rounded-lg bg-paper-deep object-cover sm:size-20"
            />
            <h2 id="gallery-edit-title" className="font-display text-2xl">
              {heading}
            </h2>
          </div>
          <input type="hidden" name="intent" value="gallery-edit" />
          <input type="hidden" name="id" value={row.id} />
          {children(row, errors)}
          <DialogActions busy={busy} onCancel={close}>
            {busy ? "Saving..." : "Save Changes"}
          </DialogActions>
        </ActionForm>
      )}
    </RecordModal>
  );
}

const CATEGORY_OPTIONS = Object.entries(PORTFOLIO_CATEGORIES).map(([value, label]) => ({
  value,
  label,
}));

const TITLE = { name: "title", label: "Title", maxLength: 200 } as const;

const DISPLAY_ORDER = {
  name: "displayOrder",
  label: "Display order",
  optional: true,
  inputMode: "numeric",
} as const;

const ARTWORK_WORDS: ReadonlyArray<TextFieldRow<EditableArtwork>> = [
  { ...TITLE, value: (a) => a.title },
  { name: "description", label: "Description", rows: 3, value: (a) => a.description },
];

const ARTWORK_DETAILS: ReadonlyArray<TextFieldRow<EditableArtwork>> = [
  { name: "medium", label: "Medium", optional: true, value: (a) => a.medium },
  { name: "year", label: "Year", optional: true, inputMode: "numeric", value: (a) => a.year },
  {
    name: "dimensions",
    label: "Dimensions",
    optional: true,
    placeholder: "e.g. 30 × 40 cm",
    value: (a) => a.dimensions,
  },
  { ...DISPLAY_ORDER, value: (a) => a.displayOrder },
];

/** The Edit Artwork dialog (PRODUCT.md §2 Portfolio): every field of the artwork. */
export function ArtworkEditDialog({
  record,
  featuredCount,
  onClose,
}: RecordDialogProps<EditableArtwork> & {
  /** How many artworks are featured now, this one included. */
  featuredCount: number;
}) {
  return (
    <GalleryEditDialog record={record} heading="Edit Artwork" onClose={onClose}>
      {(artwork, errors) => (
        <ArtworkFields artwork={artwork} featuredCount={featuredCount} errors={errors} />
      )}
    </GalleryEditDialog>
  );
}

/** One artwork's fields; the switches start from the artwork (drawn afresh for each one opened). */
function ArtworkFields({
  artwork,
  featuredCount,
  errors,
}: {
  artwork: EditableArtwork;
  featuredCount: number;
  errors: Record<string, string>;
}) {
  const [category, setCategory] = useState(artwork.category);
  const [featured, setFeatured] = useState(artwork.isFeatured);
  const [forSale, setForSale] = useState(artwork.isForSale);
  const [sold, setSold] = useState(artwork.saleState === "sold");
  const artTypes =
    category === "ceramics"
      ? CERAMIC_FILTERS.slice(1)
      : category === "paintings-drawings"
        ? PAINTING_FILTERS.slice(1)
        : [];
  const full = !artwork.isFeatured && featuredCount >= MAX_FEATURED;

  return (
    <>
      <TextFields rows={ARTWORK_WORDS} record={artwork} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={errors.category}
        >
          <Options options={CATEGORY_OPTIONS} />
        </SelectField>
        {artTypes.length > 0 ? (
          <SelectField
            // A new list for each category, so its first choice shows after a switch.
            key={category}
            name="artType"
            label="Art type"
            defaultValue={category === artwork.category ? text(artwork.artType) : ""}
            error={errors.artType}
          >
            <option value="">None (shown under All)</option>
            <Options options={artTypes} />
          </SelectField>
        ) : (
          <input type="hidden" name="artType" value="" />
        )}
        <TextFields rows={ARTWORK_DETAILS} record={artwork} errors={errors} />
      </div>
      <ArtworkPhotosField photos={artwork.images} errors={errors} />
      <SwitchField
        name="isFeatured"
        label="Featured on home page"
        checked={featured}
        disabled={full && !featured}
        onToggle={() => setFeatured((on) => !on)}
        error={errors.isFeatured}
        hint={
          full
            ? `${MAX_FEATURED} artworks are featured already: unfeature one first.`
            : `Up to ${MAX_FEATURED} artworks, shown in their display order.`
        }
      />
      <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium">The original</legend>
        <SwitchField
          name="isForSale"
          label="For sale"
          checked={forSale}
          onToggle={() => setForSale((on) => !on)}
          error={errors.isForSale}
          hint="Shown with its price (or Price on request) on the portfolio and its page."
        />
        {forSale && (
          <div>
            <Field
              name="price"
              label="Price"
              optional
              inputMode="decimal"
              placeholder="e.g. 450.00"
              defaultValue={toDecimal(artwork.price)}
              error={errors.price}
            />
            <p className="mt-1.5 text-sm text-ink-soft">Leave it empty for “Price on request”.</p>
          </div>
        )}
        {artwork.saleState === "reserved" ? (
          <p className="text-sm text-ink-soft">
            Reserved: an order holds this original. It is sold when the order is paid, and available
            again if the order is cancelled.
          </p>
        ) : (
          <SwitchField
            name="saleStatus"
            label="Sold"
            values={["available", "sold"]}
            checked={sold}
            onToggle={() => setSold((on) => !on)}
            error={errors.saleStatus}
            hint="Sold elsewhere (at an exhibition, say): shown as Sold. Turn it off to sell it again."
          />
        )}
      </fieldset>
    </>
  );
}

const SNAP_CARD_ORDER: ReadonlyArray<TextFieldRow<EditableSnapCard>> = [
  { ...DISPLAY_ORDER, value: (card) => card.order },
];

const SNAP_CARD_WORDS: ReadonlyArray<TextFieldRow<EditableSnapCard>> = [
  { ...TITLE, value: (card) => card.title },
  { name: "name", label: "Name", optional: true, maxLength: 200, value: (card) => card.name },
  { name: "description", label: "Description", rows: 3, value: (card) => card.description },
];

/**
 * The Edit Snap Card dialog (PRODUCT.md §2 Snap Cards): picture, title, name, description,
 * edition, alt text, order.
 */
export function SnapCardEditDialog({ record, onClose }: RecordDialogProps<EditableSnapCard>) {
  return (
    <GalleryEditDialog record={record} heading="Edit Snap Card" onClose={onClose}>
      {(card, errors) => (
        <>
          <PictureReplaceField section="snapcards" error={errors.imageUrl} />
          <TextFields rows={SNAP_CARD_WORDS} record={card} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="subcategory"
              label="Edition"
              defaultValue={card.subcategory ?? "cat"}
              error={errors.subcategory}
            >
              <Options options={EDITION_OPTIONS} />
            </SelectField>
            <TextFields rows={SNAP_CARD_ORDER} record={card} errors={errors} />
          </div>
          <AltTextField value={card.altText} error={errors.altText} />
        </>
      )}
    </GalleryEditDialog>
  );
}

/** The picture's alt text, with what an empty one means. */
function AltTextField({ value, error }: { value: string | null; error: string | undefined }) {
  return (
    <div>
      <TextAreaField
        name="altText"
        label="Alt text (optional)"
        rows={2}
        maxLength={300}
        defaultValue={text(value)}
        error={error}
        aria-describedby={error ? "field-altText-error alt-hint" : "alt-hint"}
      />
      <p id="alt-hint" className="mt-1.5 text-sm text-ink-soft">
        {ALT_HINT}
      </p>
    </div>
  );
}
