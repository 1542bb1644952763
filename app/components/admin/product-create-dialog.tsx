import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { Modal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { DialogActions } from "./dialog-fields.tsx";
import { ImageOrganizer, usePendingImages } from "./image-organizer.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { ProductForm, ProductFreeQuestion, useProductForm } from "./product-form.tsx";
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
 * A dialog that makes a product from pictures on this device: the product form (with the
 * category's typical prices) and the pictures in order (the first is the thumbnail; the last one
 * cannot be removed). On submit the pictures are uploaded in one batch (XHR, for the progress)
 * and the product is created with them through the page's action.
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
  const pending = usePendingImages(initialFiles);
  const form = useProductForm({
    start: { category: initialCategory },
    failure: text.failure,
    onSaved: () => {
      toast({ title: "Success", description: "Product created" });
      onCreated();
      onClose();
    },
  });
  const [problem, setProblem] = useState<string>();
  const { uploading, upload } = useUpload();
  const id = useId();

  const submit = async () => {
    const { name, price } = form.draft;
    const issue = text.check(name.trim() !== "" && price.trim() !== "", pending.images.length > 0);
    setProblem(issue);
    if (issue) {
      toast({ title: text.failure, description: issue, variant: "destructive" });
      return;
    }
    const imageUrls = await upload(pending.images.map((image) => image.file));
    if (imageUrls) await form.save(imageUrls);
  };

  const busy = uploading || form.saving;
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
        <ProductForm form={form} hints />
        <ProductFreeQuestion form={form} />
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
        <DialogActions busy={busy} onCancel={onClose}>
          {uploading
            ? `Uploading ${pending.images.length} images...`
            : form.saving
              ? "Creating..."
              : text.submit}
        </DialogActions>
      </form>
    </Modal>
  );
}
