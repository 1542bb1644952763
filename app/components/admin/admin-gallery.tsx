import { Trash2 } from "lucide-react";
import { Card } from "~/components/ui/card.tsx";
import { SelectBox, SelectionBar, useBulkDelete, useSelection } from "./selection.tsx";

export interface GalleryItem {
  id: number;
  title: string;
  imageUrl: string;
}

/**
 * A grid of artworks or snap cards: delete one (shown on hover and focus), or choose several in
 * select mode (select all, cancel) and delete them with one DELETE per item, reporting failures.
 */
export function AdminGallery({
  items,
  apiPath,
  noun,
  emptyText,
}: {
  items: GalleryItem[];
  /** e.g. "/api/admin/artworks" */
  apiPath: string;
  /** "artworks" or "snap cards" */
  noun: string;
  emptyText: string;
}) {
  const selection = useSelection();
  const { busy, remove } = useBulkDelete({ apiPath, noun, selection });

  if (items.length === 0)
    return (
      <Card as="p" dashed padding="p-8" className="bg-white text-center text-ink-soft">
        {emptyText}
      </Card>
    );

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-2">
        <SelectionBar
          selection={selection}
          allIds={items.map((item) => item.id)}
          busy={busy}
          onDelete={() => void remove([...selection.chosen])}
        />
      </div>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={`${items.length} ${noun}`}
      >
        {items.map((item) => (
          <li
            key={item.id}
            className="group relative overflow-hidden rounded-xl border border-line bg-white"
          >
            <img
              src={item.imageUrl}
              // The title is right below: the picture adds nothing for a screen reader.
              alt=""
              loading="lazy"
              className="aspect-square w-full bg-paper-deep object-cover"
            />
            <p className="truncate px-3 py-2 text-sm">{item.title}</p>
            {selection.selecting ? (
              <SelectBox
                selection={selection}
                id={item.id}
                label={item.title}
                className="absolute top-2 left-2 size-5 accent-ink"
              />
            ) : (
              <button
                type="button"
                aria-label={`Delete ${item.title}`}
                disabled={busy}
                onClick={() => void remove([item.id])}
                className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-red-700 opacity-0 shadow transition-opacity group-hover:opacity-100 focus:opacity-100"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
