import { RefreshCw } from "lucide-react";
import { useState } from "react";
import type { MediaSection } from "#core/media-files.ts";
import { ImagePicker } from "./image-picker.tsx";
import { useUpload } from "./use-upload.ts";

/**
 * A record's one picture (the dialog's heading shows it), replaceable in place: the new upload is posted as
 * `imageUrl` when the dialog is saved; the record keeps its place, and the old picture's files go
 * once nothing shows them.
 */
export function PictureReplaceField({
  section,
  error,
}: {
  section: MediaSection;
  error: string | undefined;
}) {
  const [replaced, setReplaced] = useState<string | null>(null);
  const { uploading, uploadOne } = useUpload(section);
  return (
    <div className="flex items-center gap-4">
      {replaced && (
        <>
          <img
            src={replaced}
            alt="Chosen to replace the current one"
            className="size-20 shrink-0 rounded-lg bg-paper-deep object-cover"
          />
          <input type="hidden" name="imageUrl" value={replaced} />
        </>
      )}
      <div className="flex flex-col gap-1.5">
        <ImagePicker disabled={uploading} onFiles={(files) => uploadOne(files, setReplaced)}>
          <RefreshCw className="size-4" aria-hidden />
          {uploading ? "Uploading..." : "Replace picture"}
        </ImagePicker>
        <p className="text-sm text-ink-soft">
          {replaced ? "New picture: save to keep it." : "Keeps the card's place and edition."}
        </p>
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
    </div>
  );
}
