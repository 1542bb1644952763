import type { CommissionView } from "#core/commissions.ts";

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
      {photos.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.key}>
              <a href={photo.url}>
                <img
                  src={photo.url}
                  alt={`Reference ${index + 1} of ${photos.length}`}
                  width={photo.width}
                  height={photo.height}
                  className="h-32 w-auto rounded"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
