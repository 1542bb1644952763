import { ChevronLeft, ChevronRight, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PRODUCT_CATEGORIES } from "#core/schemas/admin-content.ts";
import { categoryLabel } from "#core/shop.ts";
import { currencySymbol } from "#core/store.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { uploadImages } from "~/lib/admin/api.ts";
import { useStore } from "~/lib/use-store.ts";

export interface EditableProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  category: string;
  imageUrls: string[];
}

type Result = { ok: true } | { ok: false; message: string };

/**
 * The Edit Product dialog (SPEC §2): name, category, price, description and the pictures (upload
 * more, move left or right, remove all but the last; the first is the primary). Cancel discards.
 */
export function ProductEditDialog({
  product,
  onClose,
}: {
  product: EditableProduct | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<Result>({ key: "product-edit" });
  const toast = useToast();
  const { currency } = useStore();
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const handled = useRef<Result | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (product && !element.open) {
      setImages(product.imageUrls);
      element.showModal();
    }
    if (!product && element.open) element.close();
  }, [product]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
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
  }, [fetcher.state, fetcher.data, toast, onClose]);

  const move = (index: number, step: number) =>
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + step, 0, item as string);
      return next;
    });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    try {
      const urls = await uploadImages([...files]);
      setImages((list) => [...list, ...urls]);
      toast({
        title: "Images uploaded",
        description: `${urls.length} image(s) added successfully`,
      });
    } catch (error) {
      toast({
        title: "Failed to upload images",
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="edit-product-title"
      className="m-auto w-[min(100%-1.5rem,40rem)] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Name
            <input name="name" defaultValue={product.name} className="field-input" required />
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Category
              <select name="category" defaultValue={product.category} className="field-input">
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(category)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Price ({currencySymbol(currency).trim()})
              <input
                name="price"
                inputMode="decimal"
                defaultValue={product.price}
                className="field-input"
                required
              />
            </label>
          </div>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Description
            <textarea
              name="description"
              rows={4}
              defaultValue={product.description}
              className="field-input"
            />
          </label>
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
                    <button
                      type="button"
                      aria-label={`Move picture ${index + 1} left`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      className="rounded p-1 hover:bg-paper-deep disabled:opacity-30"
                    >
                      <ChevronLeft className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      aria-label={`Remove picture ${index + 1}`}
                      disabled={images.length === 1}
                      onClick={() => setImages((list) => list.filter((item) => item !== url))}
                      className="rounded p-1 text-red-700 hover:bg-red-50 disabled:opacity-30"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      aria-label={`Move picture ${index + 1} right`}
                      disabled={index === images.length - 1}
                      onClick={() => move(index, 1)}
                      className="rounded p-1 hover:bg-paper-deep disabled:opacity-30"
                    >
                      <ChevronRight className="size-4" aria-hidden />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <label className="btn-secondary mt-3 cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-accent">
              <Upload className="size-4" aria-hidden />
              {uploading ? "Uploading..." : "Upload pictures"}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="sr-only"
                disabled={uploading}
                onChange={(event) => void upload(event.target.files)}
              />
            </label>
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
    </dialog>
  );
}
