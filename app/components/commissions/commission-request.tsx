import type { CommissionPhoto, CommissionView } from "#core/commissions.ts";

/** A row of a commission's private photos, each opening at full size (the request's, a message's). */
export function PhotoRow({
  photos,
  alt,
}: {
  photos: readonly CommissionPhoto[];
  /** The alternative text of the photo at `index` (from 0). */
  alt: (index: number) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo.key}>
          <a href={photo.url}>
            <img
              src={photo.url}
              alt={alt(index)}
              width={photo.width}
              height={photo.height}
              className="h-32 w-auto rounded"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What was asked for: the description, the details given and the reference photos (both pages). */
export function CommissionRequest({ commission }: { commission: CommissionView }) {
  const { photos } = commission;
  return (
    <>
      <p className="mt-3 whitespace-pre-line">{commission.description}</p>
      <ul className="mt-3 text-sm text-ink-soft">
        {commission.size && <li>Size: {commission.size}</li>}
        {commission.medium && <li>Medium: {commission.medium}</li>}
        {commission.budget && <li>Budget: {commission.budget}</li>}
        {commission.wantedBy && <li>Wanted by: {commission.wantedBy}</li>}
      </ul>
      <div className="mt-1">
        <PhotoRow photos={photos} alt={(index) => `Reference ${index + 1} of ${photos.length}`} />
      </div>
    </>
  );
}
