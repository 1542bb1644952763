import { Upload } from "lucide-react";
import { Card } from "~/components/ui/card.tsx";
import { ImageOrganizer } from "../image-organizer.tsx";
import { ImagePicker } from "../image-picker.tsx";
import type { NewProduct } from "./use-new-product.ts";

/** The new product's pictures: add, put in order, then upload before saving. */
export function ImagesCard({ form }: { form: NewProduct }) {
  const { pending, notUploaded, uploading, errors } = form;
  return (
    <Card
      title="Images"
      titleId="new-images"
      description="The starred image is the thumbnail. Drag to reorder, or use the arrows."
    >
      <ImageOrganizer
        pending={pending}
        showStatus
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
      />
      {errors.images && <p className="mt-3 text-sm text-red-700">{errors.images}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <ImagePicker onFiles={pending.add}>Add images</ImagePicker>
        {notUploaded.length > 0 && (
          <button
            type="button"
            className="btn-primary"
            disabled={uploading}
            onClick={() => void form.uploadPending()}
          >
            <Upload className="size-4" aria-hidden />
            {uploading ? "Uploading..." : `Upload ${notUploaded.length} Images`}
          </button>
        )}
      </div>
    </Card>
  );
}
