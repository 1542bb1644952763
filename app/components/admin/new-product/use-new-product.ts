import { useNavigate } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { usePendingImages } from "../image-organizer.tsx";
import { useProductForm } from "../product-form.tsx";
import { useUpload } from "../use-upload.ts";

/**
 * The new-product page's state (PRODUCT.md §2, §4, §5): the product form, its pictures (uploaded
 * before saving), the messages of a failed check, and saving through the page's action, which goes
 * back to the products once done.
 */
export function useNewProduct() {
  const toast = useToast();
  const navigate = useNavigate();
  const pending = usePendingImages();
  const { uploading, upload } = useUpload();
  const form = useProductForm({
    // The page starts empty: choosing a category fills in its price and description.
    start: { price: "", description: "" },
    more: true,
    failure: "Failed to create product",
    onSaved: () => {
      toast({ title: "Success", description: "Product created" });
      navigate("/admin/products");
    },
  });
  const { draft } = form;
  const { images } = pending;
  const notUploaded = images.filter((image) => !image.url);

  const uploadPending = async () => {
    const urls = await upload(
      notUploaded.map((image) => image.file),
      (count) => `${count} image(s) uploaded successfully`,
    );
    if (urls)
      pending.uploaded(
        new Map(notUploaded.map((image, index) => [image.id, urls[index] as string])),
      );
  };

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = "Product name is required";
    if (!draft.price.trim()) found.price = "Product price is required";
    if (images.length === 0) found.images = "At least one image is required";
    else if (notUploaded.length > 0) found.images = "Please upload all images before saving";
    return found;
  };

  const save = async () => {
    const found = validate();
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Failed to create product",
        description: Object.values(found)[0],
        variant: "destructive",
      });
      return;
    }
    await form.save(images.map((image) => image.url as string));
  };

  const steps = [
    ["Images added", images.length > 0],
    ["Images uploaded", images.length > 0 && notUploaded.length === 0],
    ["Form complete", draft.name.trim() !== "" && draft.price.trim() !== ""],
  ] as const;

  return {
    form,
    draft,
    pending,
    notUploaded,
    uploading,
    uploadPending,
    errors: form.errors,
    saving: form.saving,
    save,
    steps,
  };
}

export type NewProduct = ReturnType<typeof useNewProduct>;
