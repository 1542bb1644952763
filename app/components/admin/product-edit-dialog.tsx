import { ChevronLeft, ChevronRight, Trash2, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toDecimal } from "#core/money.ts";
import { SNAP_EDITIONS } from "#core/snap-order.ts";
import { FieldLabel } from "~/components/ui/field.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";
import { EDITION_LABELS } from "./gallery-records.ts";
import { ImagePicker } from "./image-picker.tsx";
import { PictureButton } from "./picture-button.tsx";
import { CategoryOptions, usePriceLabel } from "./product-fields.tsx";
import { useUpload } from "./use-upload.ts";

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
}

/** What the edit dialog needs of a product. */
export function editable(product: EditableProduct): EditableProduct {
  const { id, name, description, price, category, subcategory, imageUrls } = product;
  return { id, name, description, price, category, subcategory, imageUrls };
}

/**
 * The Edit Product dialog (PRODUCT.md §2): name, category, price, description and the pictures (upload
 * more, move left or right, remove all but the last; the first is the primary). Cancel discards.
 */
export function ProductEditDialog({
  product,
  onClose,
}: {
  product: EditableProduct | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "product-edit" });
  const toast = useToast();
  const priceLabel = usePriceLabel();
  const [images, setImages] = useState<string[]>([]);
  const [category, setCategory] = useState("");
  const { uploading, upload } = useUpload();

  useEffect(() => {
    if (!product) return;
    setImages(product.imageUrls);
    setCategory(product.category);
  }, [product]);

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Success", description: "Product updated" });
      onClose();
    } else {
      toast({
        title: "Failed to update product",
        description: result.message,
        variant: "destructive",
      });
    }
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
    <Modal
      open={product !== null}
      onClose={onClose}
      closeOnBackdrop={false}
      variant="panel"
      aria-labelledby="edit-product-title"
      className="w-[min(100%-1.5rem,40rem)] bg-white"
    >
      {product && (
        <fetcher.Form method="post" noValidate className="flex flex-col gap-4 p-6">
          <h2 id="edit-product-title" className="font-display text-2xl">
            Edit Product
          </h2>
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={product.id} />
          {images.map((url) => (
            <input key={url} type="hidden" name="imageUrls" value={url} />
          ))}
          <FieldLabel label="Name">
            <input name="name" defaultValue={product.name} className="field-input" required />
          </FieldLabel>
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldLabel label="Category">
              <select
                name="category"
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className="field-input"
              >
                <CategoryOptions />
              </select>
            </FieldLabel>
            <FieldLabel label={priceLabel}>
              <input
                name="price"
                inputMode="decimal"
                defaultValue={toDecimal(product.price)}
                className="field-input"
                required
              />
            </FieldLabel>
          </div>
          {category === "snap-cards" && (
            <FieldLabel label="Snap card type">
              <select
                name="subcategory"
                // The pack's own edition: saving never changes it unless the owner picks another.
                defaultValue={product.subcategory ?? "cat"}
                className="field-input"
              >
                {SNAP_EDITIONS.map((edition) => (
                  <option key={edition} value={edition}>
                    {EDITION_LABELS[edition]}
                  </option>
                ))}
              </select>
            </FieldLabel>
          )}
          <FieldLabel label="Description">
            <textarea
              name="description"
              rows={4}
              defaultValue={product.description}
              className="field-input"
            />
          </FieldLabel>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">
              Pictures (the first is the primary)
            </legend>
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
          <div className="mt-2 flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn-primary"
              disabled={fetcher.state !== "idle" || uploading}
            >
              {fetcher.state !== "idle" ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}
