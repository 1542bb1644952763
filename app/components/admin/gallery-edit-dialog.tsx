import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import {
  CERAMIC_FILTERS,
  PAINTING_FILTERS,
  PORTFOLIO_CATEGORIES,
  type PortfolioCategory,
} from "#core/art-categories.ts";
import { SALE_STATUS_LABELS, type SaleState, type SaleStatus } from "#core/artwork-sale.ts";
import { MAX_FEATURED } from "#core/featured-artworks.ts";
import { toDecimal } from "#core/money.ts";
import { SNAP_EDITIONS } from "#core/snap-order.ts";
import { Field, SelectField, TextAreaField } from "~/components/ui/field.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { Switch } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";

/** An artwork as the edit dialog shows it (PRODUCT.md §3). */
export interface EditableArtwork {
  id: number;
  title: string;
  imageUrl: string;
  description: string | null;
  category: string;
  artType: string | null;
  medium: string | null;
  year: number | null;
  dimensions: string | null;
  altText: string | null;
  isFeatured: boolean;
  displayOrder: number | null;
  isForSale: boolean;
  /** Minor units; null: price on request. */
  price: number | null;
  saleState: SaleState;
  saleStatus: SaleStatus;
}

/** What the edit dialog (and the page's grid) needs of an artwork: nothing more goes to the page. */
export function editableArtwork(a: EditableArtwork): EditableArtwork {
  return {
    id: a.id,
    title: a.title,
    imageUrl: a.imageUrl,
    description: a.description,
    category: a.category,
    artType: a.artType,
    medium: a.medium,
    year: a.year,
    dimensions: a.dimensions,
    altText: a.altText,
    isFeatured: a.isFeatured,
    displayOrder: a.displayOrder,
    isForSale: a.isForSale,
    price: a.price,
    saleState: a.saleState,
    saleStatus: a.saleStatus,
  };
}

/**
 * An artwork's sale status as the owner's grid says it: "For sale · £450.00", "Reserved", "Sold",
 * "Price on request", "Not for sale" (with the stored state when that hides one: "Not for sale ·
 * sold").
 */
export function saleSummary(
  artwork: Pick<EditableArtwork, "saleStatus" | "saleState" | "price">,
  money: (value: number | null) => string,
): string {
  if (artwork.saleStatus === "available") return `For sale · ${money(artwork.price)}`;
  if (artwork.saleStatus === "not-for-sale" && artwork.saleState !== "available")
    return `Not for sale · ${artwork.saleState}`;
  return SALE_STATUS_LABELS[artwork.saleStatus];
}

/** A snap card as the edit dialog shows it. */
export interface EditableSnapCard {
  id: number;
  title: string;
  imageUrl: string;
  subcategory: string | null;
  altText: string | null;
  order: number | null;
}

export const EDITION_LABELS = { cat: "Snap-Cat", dog: "Snap-Dog", rat: "Snap-Rat" } as const;

const ALT_HINT =
  "Describes the picture for people who cannot see it. Leave it empty to use the title.";

/**
 * The frame both edit dialogs share: the picture, the form (posted to the page's gallery action
 * as `gallery-edit`), field messages from the server, Cancel and Save Changes ("Saving...").
 * A success toasts `savedText` and closes; a refusal toasts and marks the fields at fault.
 */
function GalleryEditDialog({
  record,
  heading,
  savedText,
  onClose,
  children,
}: {
  record: { id: number; title: string; imageUrl: string } | null;
  heading: string;
  savedText: string;
  onClose: () => void;
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "gallery-edit" });
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setErrors({});
    onClose();
  };

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Success", description: savedText });
      close();
    } else {
      setErrors(result.errors);
      toast({ title: "Could not save", description: result.message, variant: "destructive" });
    }
  });

  const busy = fetcher.state !== "idle";
  return (
    <Modal
      open={record !== null}
      onClose={close}
      dismissible={!busy}
      closeOnBackdrop={false}
      variant="panel"
      aria-labelledby="gallery-edit-title"
      className="w-[min(100%-1.5rem,42rem)] bg-white"
    >
      {record && (
        <fetcher.Form method="post" noValidate className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-center gap-4">
            <img
              src={record.imageUrl}
              alt=""
              className="size-16 shrink-0 rounded-lg bg-paper-deep object-cover sm:size-20"
            />
            <h2 id="gallery-edit-title" className="font-display text-2xl">
              {heading}
            </h2>
          </div>
          <input type="hidden" name="intent" value="gallery-edit" />
          <input type="hidden" name="id" value={record.id} />
          {children(errors)}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}

const text = (value: string | number | null) => (value === null ? "" : String(value));

/** The Edit Artwork dialog (PRODUCT.md §2 Portfolio): every field of the artwork. */
export function ArtworkEditDialog({
  artwork,
  featuredCount,
  onClose,
}: {
  artwork: EditableArtwork | null;
  /** How many artworks are featured now, this one included. */
  featuredCount: number;
  onClose: () => void;
}) {
  const [category, setCategory] = useState("paintings-drawings");
  const [featured, setFeatured] = useState(false);
  const [forSale, setForSale] = useState(false);
  const [sold, setSold] = useState(false);
  useEffect(() => {
    if (!artwork) return;
    setCategory(artwork.category);
    setFeatured(artwork.isFeatured);
    setForSale(artwork.isForSale);
    setSold(artwork.saleState === "sold");
  }, [artwork]);
  const artTypes =
    category === "ceramics"
      ? CERAMIC_FILTERS.slice(1)
      : category === "paintings-drawings"
        ? PAINTING_FILTERS.slice(1)
        : [];
  const full = !artwork?.isFeatured && featuredCount >= MAX_FEATURED;

  return (
    <GalleryEditDialog
      record={artwork}
      heading="Edit Artwork"
      savedText="Artwork updated"
      onClose={onClose}
    >
      {(errors) =>
        artwork && (
          <>
            <Field
              name="title"
              label="Title"
              defaultValue={artwork.title}
              error={errors.title}
              maxLength={200}
              required
            />
            <TextAreaField
              name="description"
              label="Description"
              rows={3}
              defaultValue={text(artwork.description)}
              error={errors.description}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="category"
                label="Category"
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                error={errors.category}
              >
                {(Object.entries(PORTFOLIO_CATEGORIES) as Array<[PortfolioCategory, string]>).map(
                  ([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ),
                )}
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
                  {artTypes.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <input type="hidden" name="artType" value="" />
              )}
              <Field
                name="medium"
                label="Medium"
                optional
                defaultValue={text(artwork.medium)}
                error={errors.medium}
              />
              <Field
                name="year"
                label="Year"
                optional
                inputMode="numeric"
                defaultValue={text(artwork.year)}
                error={errors.year}
              />
              <Field
                name="dimensions"
                label="Dimensions"
                optional
                placeholder="e.g. 30 × 40 cm"
                defaultValue={text(artwork.dimensions)}
                error={errors.dimensions}
              />
              <Field
                name="displayOrder"
                label="Display order"
                optional
                inputMode="numeric"
                defaultValue={text(artwork.displayOrder)}
                error={errors.displayOrder}
              />
            </div>
            <AltTextField value={artwork.altText} error={errors.altText} />
            <div>
              <input type="hidden" name="isFeatured" value={String(featured)} />
              <Switch
                checked={featured}
                label="Featured on home page"
                aria-describedby="featured-hint"
                disabled={full && !featured}
                onClick={() => setFeatured((on) => !on)}
              />
              <p
                id="featured-hint"
                className={`mt-1.5 text-sm ${errors.isFeatured ? "text-red-700" : "text-ink-soft"}`}
              >
                {errors.isFeatured ??
                  (full
                    ? `${MAX_FEATURED} artworks are featured already: unfeature one first.`
                    : `Up to ${MAX_FEATURED} artworks, shown in their display order.`)}
              </p>
            </div>
            <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-medium">The original</legend>
              <input type="hidden" name="isForSale" value={String(forSale)} />
              <Switch
                checked={forSale}
                label="For sale"
                aria-describedby="for-sale-hint"
                onClick={() => setForSale((on) => !on)}
              />
              <p
                id="for-sale-hint"
                className={`-mt-1 text-sm ${errors.isForSale ? "text-red-700" : "text-ink-soft"}`}
              >
                {errors.isForSale ??
                  "Shown with its price (or Price on request) on the portfolio and its page."}
              </p>
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
                  <p className="mt-1.5 text-sm text-ink-soft">
                    Leave it empty for “Price on request”.
                  </p>
                </div>
              )}
              {artwork.saleState === "reserved" ? (
                <p className="text-sm text-ink-soft">
                  Reserved: an order holds this original. It is sold when the order is paid, and
                  available again if the order is cancelled.
                </p>
              ) : (
                <>
                  <input type="hidden" name="saleStatus" value={sold ? "sold" : "available"} />
                  <Switch
                    checked={sold}
                    label="Sold"
                    aria-describedby="sold-hint"
                    onClick={() => setSold((on) => !on)}
                  />
                  <p
                    id="sold-hint"
                    className={`-mt-1 text-sm ${errors.saleStatus ? "text-red-700" : "text-ink-soft"}`}
                  >
                    {errors.saleStatus ??
                      "Sold elsewhere (at an exhibition, say): shown as Sold. Turn it off to sell it again."}
                  </p>
                </>
              )}
            </fieldset>
          </>
        )
      }
    </GalleryEditDialog>
  );
}

/** The Edit Snap Card dialog (PRODUCT.md §2 Snap Cards): title, edition, alt text, order. */
export function SnapCardEditDialog({
  card,
  onClose,
}: {
  card: EditableSnapCard | null;
  onClose: () => void;
}) {
  return (
    <GalleryEditDialog
      record={card}
      heading="Edit Snap Card"
      savedText="Snap card updated"
      onClose={onClose}
    >
      {(errors) =>
        card && (
          <>
            <Field
              name="title"
              label="Title"
              defaultValue={card.title}
              error={errors.title}
              maxLength={200}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="subcategory"
                label="Edition"
                defaultValue={card.subcategory ?? "cat"}
                error={errors.subcategory}
              >
                {SNAP_EDITIONS.map((edition) => (
                  <option key={edition} value={edition}>
                    {EDITION_LABELS[edition]}
                  </option>
                ))}
              </SelectField>
              <Field
                name="displayOrder"
                label="Display order"
                optional
                inputMode="numeric"
                defaultValue={text(card.order)}
                error={errors.displayOrder}
              />
            </div>
            <AltTextField value={card.altText} error={errors.altText} />
          </>
        )
      }
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
