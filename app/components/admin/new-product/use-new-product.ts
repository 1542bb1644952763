import { useState } from "react";
import { useNavigate } from "react-router";
import { categoryDefaults } from "#core/catalogue.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { usePageAction } from "~/lib/admin/use-page-action.ts";
import { usePendingImages } from "../image-organizer.tsx";
import { useUpload } from "../use-upload.ts";

/** What the owner types on the new-product page. */
export interface NewProductDraft {
  name: string;
  price: string;
  description: string;
  category: string;
  subcategory: string;
  available: boolean;
  externalUrl: string;
}

const EMPTY: NewProductDraft = {
  name: "",
  price: "",
  description: "",
  category: "coasters",
  subcategory: "cat",
  available: true,
  externalUrl: "",
};

/**
 * The new-product page's state (PRODUCT.md §2, §4, §5): the draft, its pictures (uploaded before saving),
 * the messages of a failed check, and saving, which goes back to the products once done.
 */
export function useNewProduct() {
  const toast = useToast();
  const navigate = useNavigate();
  const pending = usePendingImages();
  const { uploading, upload } = useUpload();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const create = usePageAction();
  const { images } = pending;
  const notUploaded = images.filter((image) => !image.url);

  const change = (patch: Partial<NewProductDraft>) => setDraft((now) => ({ ...now, ...patch }));

  /** A category fills in its usual price and description where they are still empty. */
  const changeCategory = (category: string) => {
    const defaults = categoryDefaults(category);
    change({
      category,
      ...(category === "snap-cards" ? { subcategory: "cat" } : {}),
      ...(defaults && !draft.price.trim() ? { price: defaults.price } : {}),
      ...(defaults && !draft.description.trim() ? { description: defaults.description } : {}),
    });
  };

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
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Failed to create product",
        description: Object.values(found)[0],
        variant: "destructive",
      });
      return;
    }
    setSaving(true);
    try {
      // Through the page's action (its `create` intent); the schema reads the form as it is.
      await create({
        intent: "create",
        name: draft.name,
        price: draft.price,
        description: draft.description,
        category: draft.category,
        subcategory: draft.category === "snap-cards" ? draft.subcategory : "",
        imageUrls: images.map((image) => image.url as string),
        isAvailable: String(draft.available),
        externalUrl: draft.externalUrl,
      });
      toast({ title: "Success", description: "Product created" });
      navigate("/admin");
    } catch (error) {
      toast({
        title: "Failed to create product",
        description: (error as Error).message || "Something went wrong",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  const steps = [
    ["Images added", images.length > 0],
    ["Images uploaded", images.length > 0 && notUploaded.length === 0],
    ["Form complete", draft.name.trim() !== "" && draft.price.trim() !== ""],
  ] as const;

  return {
    draft,
    change,
    changeCategory,
    pending,
    notUploaded,
    uploading,
    uploadPending,
    errors,
    saving,
    save,
    steps,
  };
}

export type NewProduct = ReturnType<typeof useNewProduct>;
