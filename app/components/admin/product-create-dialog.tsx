import { ImagePlus, Lightbulb } from "lucide-react";
import { useId, useState } from "react";
import { categoryDefaults, priceHints } from "#core/catalogue.ts";
import { currencySymbol } from "#core/store.ts";
import { FieldLabel } from "~/components/ui/field.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { usePageAction } from "~/lib/admin/use-page-action.ts";
import { useStore } from "~/lib/use-store.ts";
import { ImageOrganizer, usePendingImages } from "./image-organizer.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { CategoryOptions, usePriceLabel } from "./product-fields.tsx";
import { useUpload } from "./use-upload.ts";

/**
 * The two product dialogs of PRODUCT.md §2, which differ only in how they start and what they say:
 * - "upload" (Upload New Product): starts empty; pictures are added inside.
 * - "organise" (Create New Product): opened with the pictures the owner just chose, to put in
 *   order, pick the thumbnail and prune before creating.
 */
const VARIANTS = {
  upload: {
    title: "Upload New Product",
    submit: "Upload Product",
    failure: "Failed to add product",
    check: (filled: boolean, hasImages: boolean) =>
      filled && hasImages
        ? undefined
        : "Please provide product name, price, and at least one image",
  },
  organise: {
    title: "Create New Product",
    submit: "Create Product",
    failure: "Failed to create product",
    check: (filled: boolean, hasImages: boolean) =>
      !hasImages
        ? "Please upload at least one image"
        : filled
          ? undefined
          : "Please fill in product name and price",
  },
} as const;

export type ProductDialogVariant = keyof typeof VARIANTS;

/**
 * A dialog that makes a product from pictures on this device: name, category (which fills in the
 * category's usual price and description), price, description, the pictures in order (the first is
 * the thumbnail; the last one cannot be removed) and the category's typical prices. On submit the
 * pictures are uploaded in one batch and the product is created with them.
 */
export function ProductCreateDialog({
  variant,
  initialFiles = [],
  initialCategory = "coasters",
  onClose,
  onCreated,
}: {
  variant: ProductDialogVariant;
  initialFiles?: readonly File[];
  initialCategory?: string;
  onClose: () => void;
  onCreated: () => void;
}) {
  const text = VARIANTS[variant];
  const toast = useToast();
  const { currency } = useStore();
  const priceLabel = usePriceLabel();
  const pending = usePendingImages(initialFiles);
  const startDefaults = categoryDefaults(initialCategory);
  const [name, setName] = useState("");
  const [category, setCategory] = useState(initialCategory);
  const [price, setPrice] = useState(startDefaults?.price ?? "");
  const [description, setDescription] = useState(startDefaults?.description ?? "");
  const [problem, setProblem] = useState<string>();
  const { uploading, upload } = useUpload();
  const [creating, setCreating] = useState(false);
  const create = usePageAction();
  const id = useId();

  const changeCategory = (next: string) => {
    const before = categoryDefaults(category);
    const after = categoryDefaults(next);
    // Replace what is still the old category's default; keep what the owner typed.
    if (after && (price.trim() === "" || price === before?.price)) setPrice(after.price);
    if (after && (description.trim() === "" || description === before?.description))
      setDescription(after.description);
    setCategory(next);
  };

  const submit = async () => {
    const issue = text.check(name.trim() !== "" && price.trim() !== "", pending.images.length > 0);
    setProblem(issue);
    if (issue) {
      toast({ title: text.failure, description: issue, variant: "destructive" });
      return;
    }
    const imageUrls = await upload(pending.images.map((image) => image.file));
    if (!imageUrls) return;
    setCreating(true);
    try {
      // Through the page's action, as every product form (its `create` intent).
      await create({ intent: "create", name, category, price, description, imageUrls });
      toast({ title: "Success", description: "Product created" });
      onCreated();
      onClose();
    } catch (error) {
      toast({
        title: text.failure,
        description: (error as Error).message || "Something went wrong",
        variant: "destructive",
      });
    } finally {
      setCreating(false);
    }
  };

  const hints = priceHints(category, currencySymbol(currency));
  const busy = uploading || creating;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdrop={false}
      variant="panel"
      aria-labelledby={`${id}-title`}
      className="w-[min(100%-1.5rem,44rem)] bg-white"
    >
      <form
        noValidate
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`} className="font-display text-2xl">
          {text.title}
        </h2>
        <FieldLabel label="Name">
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="field-input"
            required
          />
        </FieldLabel>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldLabel label="Category">
            <select
              value={category}
              onChange={(event) => changeCategory(event.target.value)}
              className="field-input"
            >
              <CategoryOptions />
            </select>
          </FieldLabel>
          <FieldLabel label={priceLabel}>
            <input
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              inputMode="decimal"
              className="field-input"
              required
            />
          </FieldLabel>
        </div>
        {hints.length > 0 && (
          <div className="flex gap-2 rounded-xl bg-paper-deep px-4 py-3 text-sm text-ink-soft">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-medium text-ink">Typical prices: </span>
              {hints.join(" · ")}
            </p>
          </div>
        )}
        <FieldLabel label="Description">
          <textarea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
            className="field-input"
          />
        </FieldLabel>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            Pictures{" "}
            <span className="font-normal text-ink-soft">
              (the first is the thumbnail; drag, or use the arrows and the star)
            </span>
          </legend>
          <ImageOrganizer
            pending={pending}
            keepLast={variant === "organise"}
            className="grid grid-cols-3 gap-3 sm:grid-cols-4"
          />
          <ImagePicker className="btn-secondary mt-3" disabled={busy} onFiles={pending.add}>
            <ImagePlus className="size-4" aria-hidden />
            Add pictures
          </ImagePicker>
        </fieldset>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-3">
          <button type="button" className="btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {uploading
              ? `Uploading ${pending.images.length} images...`
              : creating
                ? "Creating..."
                : text.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
