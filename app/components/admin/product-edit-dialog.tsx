import { ChevronLeft, ChevronRight, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { toDecimal } from "#core/money.ts";
import type { ProductVariant } from "#core/variants.ts";
import { type RecordDialogProps, RecordModal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { DialogActions } from "./dialog-fields.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { PictureButton } from "./picture-button.tsx";
import { ProductForm, ProductFreeQuestion, useProductForm } from "./product-form.tsx";
import { useUpload } from "./use-upload.ts";
import { variantDrafts } from "./variants-editor.tsx";

export interface EditableProduct {
  id: number;
  name: string;
  description: string;
  /** Minor units; null: no price. */
  price: number | null;
  category: string;
  /** The Snap edition of a snap product (`cat`, `dog`, `rat`), else null. */
  subcategory: string | null;
  imageUrls: string[];
  variants: ProductVariant[];
}

/** What the edit dialog needs of a product. */
export function editable(product: EditableProduct): EditableProduct {
  const { id, name, description, price, category, subcategory, imageUrls, variants } = product;
  return { id, name, description, price, category, subcategory, imageUrls, variants };
}

/**
 * The Edit Product dialog (PRODUCT.md §2): the product form (name, category, price, Snap card
 * type, variants, description) and the pictures (upload more, move left or right, remove all but the last;
 * the first is the primary). Cancel discards; Save Changes posts `edit` to the page's action.
 */
export function ProductEditDialog({ record, onClose }: RecordDialogProps<EditableProduct>) {
  return (
    <RecordModal
      record={record}
      onClose={onClose}
      closeOnBackdrop={false}
      variant="panel"
      aria-labelledby="edit-product-title"
      className="w-[min(100%-1.5rem,40rem)] bg-white"
    >
      {(product) => <EditProductForm product={product} onClose={onClose} />}
    </RecordModal>
  );
}

function EditProductForm({ product, onClose }: { product: EditableProduct; onClose: () => void }) {
  const toast = useToast();
  const [images, setImages] = useState(product.imageUrls);
  const { uploading, upload } = useUpload();
  const form = useProductForm({
    id: product.id,
    start: {
      name: product.name,
      price: toDecimal(product.price),
      description: product.description,
      category: product.category,
      // The pack's own edition: saving never changes it unless the owner picks another.
      subcategory: product.subcategory ?? "cat",
      variants: variantDrafts(product.variants),
    },
    failure: "Failed to update product",
    onSaved: () => {
      toast({ title: "Success", description: "Product updated" });
      onClose();
    },
  });

  const move = (index: number, step: number) =>
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + step, 0, item as string);
      return next;
    });

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const urls = await upload(files, (count) => `${count} image(s) added successfully`);
    if (urls) setImages((list) => [...list, ...urls]);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save(images);
      }}
    >
      <h2 id="edit-product-title" className="font-display text-2xl">
        Edit Product
      </h2>
      <ProductForm form={form} />
      <ProductFreeQuestion form={form} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Pictures (the first is the primary)</legend>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Product view ${index + 1}`}
                className="aspect-square w-full rounded-lg bg-paper-deep object-cover"
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded bg-ink px-1.5 py-0.5 text-[10px] text-paper">
                  Primary
                </span>
              )}
              <div className="mt-1 flex justify-between">
                <PictureButton
                  label={`Move picture ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ChevronLeft className="size-4" aria-hidden />
                </PictureButton>
                <PictureButton
                  label={`Remove picture ${index + 1}`}
                  danger
                  disabled={images.length === 1}
                  onClick={() => setImages((list) => list.filter((item) => item !== url))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </PictureButton>
                <PictureButton
                  label={`Move picture ${index + 1} right`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ChevronRight className="size-4" aria-hidden />
                </PictureButton>
              </div>
            </li>
          ))}
        </ul>
        <ImagePicker
          className="btn-secondary mt-3"
          disabled={uploading}
          onFiles={(files) => void add(files)}
        >
          <Upload className="size-4" aria-hidden />
          {uploading ? "Uploading..." : "Upload pictures"}
        </ImagePicker>
      </fieldset>
      <DialogActions busy={form.saving || uploading} onCancel={onClose} canCancel>
        {form.saving ? "Saving..." : "Save Changes"}
      </DialogActions>
    </form>
  );
}
