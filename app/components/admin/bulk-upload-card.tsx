import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MediaSection } from "#core/media-files.ts";
import { Card } from "~/components/ui/card.tsx";
import { FieldLabel } from "~/components/ui/field.tsx";
import { BulkUploader } from "./bulk-uploader.tsx";

/**
 * A card to upload many pictures into one place (a portfolio category, a Snap edition): each
 * becomes a record through `create`, with the default description typed here; the page's data
 * reloads afterwards. `fields` are further choices shared by every upload, beside the description.
 */
export function BulkUploadCard({
  title,
  titleId,
  place,
  section,
  noun,
  create,
  fields,
}: {
  title: string;
  titleId: string;
  /** Where the uploads go (a category, an edition): choosing another starts a new set of files. */
  place: string;
  section: Extract<MediaSection, "portfolio" | "snapcards">;
  noun: string;
  create: (record: { imageUrl: string; title: string; description: string }) => Promise<unknown>;
  fields?: React.ReactNode;
}) {
  const [description, setDescription] = useState("");
  const revalidator = useRevalidator();
  const descriptionField = (
    <FieldLabel label="Default description (optional)">
      <input
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        className="field-input"
      />
    </FieldLabel>
  );
  return (
    <Card title={title} titleId={titleId}>
      <div className="mt-4">
        <BulkUploader
          key={place}
          section={section}
          noun={noun}
          create={(imageUrl, name) => create({ imageUrl, title: name, description })}
          onFinished={() => void revalidator.revalidate()}
        >
          {fields ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {fields}
              {descriptionField}
            </div>
          ) : (
            descriptionField
          )}
        </BulkUploader>
      </div>
    </Card>
  );
}
