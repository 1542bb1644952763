import { ArrowLeft, Eye, Pencil, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { categoryDefaults } from "#core/catalogue.ts";
import { PRODUCT_CATEGORIES, SNAP_SUBCATEGORIES } from "#core/schemas/admin-content.ts";
import { categoryLabel } from "#core/shop.ts";
import { currencySymbol } from "#core/store.ts";
import { ImageOrganizer, usePendingImages } from "~/components/admin/image-organizer.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { apiError, postJson } from "~/lib/admin/api.ts";
import { useMoney, useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = () => [{ title: "New Product · Admin" }];

/** Upload a batch of files through `POST /api/admin/upload` (shop sizes); returns their URLs in order. */
async function uploadBatch(files: File[]): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  body.append("section", "shop");
  const response = await fetch("/api/admin/upload", {
    method: "POST",
    body,
    credentials: "include",
  });
  if (!response.ok) throw await apiError(response);
  return ((await response.json()) as { files: Array<{ path: string }> }).files.map(
    (file) => file.path,
  );
}

/** The new-product page of SPEC §2 and §4: pictures, details, progress and a preview. */
export default function NewProduct() {
  const { currency } = useStore();
  const toast = useToast();
  const navigate = useNavigate();
  const inputId = useId();
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const pending = usePendingImages();
  const { images } = pending;
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState<string>("coasters");
  const [subcategory, setSubcategory] = useState<string>("cat");
  const [available, setAvailable] = useState(true);
  const [externalUrl, setExternalUrl] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const notUploaded = images.filter((image) => !image.url);

  const upload = async () => {
    if (notUploaded.length === 0) {
      toast({
        title: "Upload failed",
        description: "Please select files first",
        variant: "destructive",
      });
      return;
    }
    setUploading(true);
    try {
      const urls = await uploadBatch(notUploaded.map((image) => image.file));
      pending.uploaded(
        new Map(notUploaded.map((image, index) => [image.id, urls[index] as string])),
      );
      toast({
        title: "Images uploaded",
        description: `${urls.length} image(s) uploaded successfully`,
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

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "Product name is required";
    if (!price.trim()) found.price = "Product price is required";
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
      const imageUrls = images.map((image) => image.url as string);
      await postJson("/api/admin/products", {
        name: name.trim(),
        price: price.trim(),
        description: description.trim(),
        category,
        ...(category === "snap-cards" ? { subcategory } : {}),
        imageUrl: imageUrls[0],
        imageUrls,
        isAvailable: available,
        ...(externalUrl.trim() ? { externalUrl: externalUrl.trim() } : {}),
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
    ["Form complete", name.trim() !== "" && price.trim() !== ""],
  ] as const;

  return (
    <div className="max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1 text-sm text-ink-soft hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Admin
        </Link>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={mode === "preview"}
            onClick={() => setMode(mode === "edit" ? "preview" : "edit")}
          >
            {mode === "edit" ? (
              <Eye className="size-4" aria-hidden />
            ) : (
              <Pencil className="size-4" aria-hidden />
            )}
            {mode === "edit" ? "Preview" : "Edit"}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={saving || uploading}
            onClick={() => void save()}
          >
            {saving ? "Saving..." : "Save Product"}
          </button>
        </div>
      </div>
      <h1 className="mt-4 font-display text-3xl">New Product</h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        {mode === "edit" ? (
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby="new-images"
              className="rounded-2xl border border-line bg-white p-6"
            >
              <h2 id="new-images" className="font-display text-xl">
                Images
              </h2>
              <p className="mt-1 text-sm text-ink-soft">
                The starred image is the thumbnail. Drag to reorder, or use the arrows.
              </p>
              <ImageOrganizer
                pending={pending}
                showStatus
                className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
              />
              {errors.images && <p className="mt-3 text-sm text-red-700">{errors.images}</p>}
              <div className="mt-4 flex flex-wrap gap-3">
                <label
                  htmlFor={inputId}
                  className="btn-secondary cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-accent"
                >
                  Add images
                  <input
                    id={inputId}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    multiple
                    className="sr-only"
                    onChange={(event) => {
                      pending.add(event.target.files ?? []);
                      event.target.value = "";
                    }}
                  />
                </label>
                {notUploaded.length > 0 && (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={uploading}
                    onClick={() => void upload()}
                  >
                    <Upload className="size-4" aria-hidden />
                    {uploading ? "Uploading..." : `Upload ${notUploaded.length} Images`}
                  </button>
                )}
              </div>
            </section>
            <section
              aria-labelledby="new-details"
              className="rounded-2xl border border-line bg-white p-6"
            >
              <h2 id="new-details" className="font-display text-xl">
                Product details
              </h2>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Product name"
                  value={name}
                  onChange={setName}
                  error={errors.name}
                />
                <TextField
                  label={`Price (${currencySymbol(currency).trim()})`}
                  value={price}
                  onChange={setPrice}
                  error={errors.price}
                  inputMode="decimal"
                />
                <label className="flex flex-col gap-1.5 text-sm font-medium">
                  Category
                  <select
                    value={category}
                    onChange={(event) => {
                      const next = event.target.value;
                      setCategory(next);
                      if (next === "snap-cards") setSubcategory("cat");
                      const defaults = categoryDefaults(next);
                      if (defaults) {
                        if (!price.trim()) setPrice(defaults.price);
                        if (!description.trim()) setDescription(defaults.description);
                      }
                    }}
                    className="field-input"
                  >
                    {PRODUCT_CATEGORIES.filter(
                      (value) => !value.startsWith("snap-") || value === "snap-cards",
                    ).map((value) => (
                      <option key={value} value={value}>
                        {categoryLabel(value)}
                      </option>
                    ))}
                  </select>
                </label>
                {category === "snap-cards" && (
                  <label className="flex flex-col gap-1.5 text-sm font-medium">
                    Snap card type
                    <select
                      value={subcategory}
                      onChange={(event) => setSubcategory(event.target.value)}
                      className="field-input"
                    >
                      {SNAP_SUBCATEGORIES.map((value) => (
                        <option key={value} value={value}>
                          Snap-{value[0]?.toUpperCase()}
                          {value.slice(1)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2">
                  Description
                  <textarea
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                    rows={4}
                    className="field-input"
                  />
                </label>
                <TextField
                  label="External link (optional)"
                  value={externalUrl}
                  onChange={setExternalUrl}
                  type="url"
                />
                <button
                  type="button"
                  role="switch"
                  aria-checked={available}
                  onClick={() => setAvailable(!available)}
                  className="inline-flex items-center gap-2 self-end text-sm"
                >
                  <span
                    className={`relative h-6 w-10 rounded-full transition-colors ${available ? "bg-ink" : "bg-line"}`}
                  >
                    <span
                      className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${available ? "left-[1.125rem]" : "left-0.5"}`}
                    />
                  </span>
                  Available for Purchase
                </button>
              </div>
            </section>
          </div>
        ) : (
          <ProductPreview
            name={name}
            price={price}
            description={description}
            category={category}
            image={images[0]?.preview}
            available={available}
          />
        )}
        <aside
          aria-labelledby="new-progress"
          className="h-fit rounded-2xl border border-line bg-white p-6"
        >
          <h2 id="new-progress" className="font-display text-xl">
            Progress
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {steps.map(([label, done]) => (
              <li key={label} className="flex items-center gap-2">
                <span
                  aria-hidden
                  className={`size-2.5 rounded-full ${done ? "bg-emerald-600" : "bg-line"}`}
                />
                {label}
                <span className="sr-only">{done ? ": done" : ": not yet"}</span>
              </li>
            ))}
          </ul>
          {mode === "edit" && (
            <div className="mt-6">
              <p className="eyebrow">Preview</p>
              <ProductPreview
                name={name}
                price={price}
                description={description}
                category={category}
                image={images[0]?.preview}
                available={available}
                compact
              />
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}

function TextField({
  label,
  value,
  onChange,
  error,
  type = "text",
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  inputMode?: "decimal";
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input aria-invalid:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The product as the shop will show it. */
function ProductPreview({
  name,
  price,
  description,
  category,
  image,
  available,
  compact = false,
}: {
  name: string;
  price: string;
  description: string;
  category: string;
  image: string | undefined;
  available: boolean;
  compact?: boolean;
}) {
  const money = useMoney();
  const shownPrice = Number(price) > 0 ? money(Number(price).toFixed(2)) : "Price on request";
  return (
    <article
      className={`overflow-hidden rounded-2xl border border-line bg-white ${compact ? "mt-2" : ""}`}
    >
      <div className="relative aspect-square bg-paper-deep">
        {image && <img src={image} alt="" className="h-full w-full object-cover" />}
        {!available && (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/45 font-display text-xl text-white">
            Coming Soon
          </span>
        )}
      </div>
      <div className="p-4">
        <p className="text-xs text-ink-soft">{categoryLabel(category)}</p>
        <p className="font-display text-lg">{name || "Product name"}</p>
        <p className="text-ink-soft">{shownPrice}</p>
        {!compact && (
          <p className="mt-2 text-sm whitespace-pre-wrap text-ink-soft">{description}</p>
        )}
      </div>
    </article>
  );
}
