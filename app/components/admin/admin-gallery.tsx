import { ChevronLeft, ChevronRight, GripVertical, Pencil, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card } from "~/components/ui/card.tsx";
import { useActionForm } from "~/lib/use-action-form.ts";
import { PictureButton } from "./picture-button.tsx";
import { SelectBox, SelectionBar, useBulkDelete, useSelection } from "./selection.tsx";

export interface GalleryItem {
  id: number;
  title: string;
  imageUrl: string;
  /** Shown with a star: featured on the home page. */
  featured?: boolean;
  /** A short line under the title (an artwork's sale status). */
  detail?: React.ReactNode;
}

/** The list with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A grid of artworks or snap cards in their display order: edit one (`onEdit`), move one earlier
 * or later with its arrow buttons or by dragging (each move saves every position through the
 * page's `gallery-reorder` form), delete one (shown on hover and focus), or choose several in
 * select mode (select all, cancel) and delete them with one DELETE per item, reporting failures.
 */
export function AdminGallery({
  items,
  apiPath,
  noun,
  emptyText,
  onEdit,
}: {
  items: GalleryItem[];
  /** e.g. "/api/admin/artworks" */
  apiPath: string;
  /** "artworks" or "snap cards" */
  noun: string;
  emptyText: string;
  onEdit?: (id: number) => void;
}) {
  const selection = useSelection();
  const { busy, remove, dialog } = useBulkDelete({ apiPath, noun, selection });
  // The order as the owner has arranged it; the page's data catches up after each save.
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const itemIds = items.map((item) => item.id).join(",");
  useEffect(() => setOrder(itemIds ? itemIds.split(",").map(Number) : []), [itemIds]);

  const reorder = useActionForm({
    key: `reorder-${apiPath}`,
    failure: { title: "Failed to save the order" },
    onFailure: () => setOrder(items.map((item) => item.id)),
  });

  // A moved tile is a new place in the page: keep focus on the arrow that moved it (or its twin,
  // when that one has just become disabled at an end of the list).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const [id, direction] = wanted.split(":");
    const other = direction === "earlier" ? "later" : "earlier";
    const button = (dir: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}:${dir}"]`);
    const target = button(direction!);
    (target && !target.disabled ? target : button(other))?.focus();
  });

  if (items.length === 0)
    return (
      <Card as="p" dashed padding="p-8" className="bg-white text-center text-ink-soft">
        {emptyText}
      </Card>
    );

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const move = (from: number, to: number, direction?: "earlier" | "later") => {
    if (to < 0 || to >= shown.length || from === to) return;
    const next = moved(shown, from, to);
    const item = shown[from]!;
    setOrder(next.map((entry) => entry.id));
    if (direction) refocus.current = `${item.id}:${direction}`;
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${next.length}`);
    const form = new FormData();
    form.set("intent", "gallery-reorder");
    for (const entry of next) form.append("ids", String(entry.id));
    reorder.submit(form).catch(() => {});
  };

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SelectionBar
          selection={selection}
          allIds={shown.map((item) => item.id)}
          busy={busy}
          onDelete={() => void remove([...selection.chosen])}
        />
        {onEdit && (
          <p className="text-sm text-ink-soft">
            Drag a picture, or use its arrows, to change the order.
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ul
        ref={listRef}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={`${items.length} ${noun}`}
      >
        {shown.map((item, index) => (
          <li
            key={item.id}
            draggable={Boolean(onEdit) && !selection.selecting}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`group relative overflow-hidden rounded-xl border bg-white ${dragged === index ? "border-accent opacity-60" : "border-line"}`}
          >
            <img
              src={item.imageUrl}
              // The title is right below: the picture adds nothing for a screen reader.
              alt=""
              loading="lazy"
              draggable={false}
              className="aspect-square w-full bg-paper-deep object-cover"
            />
            {item.featured && !selection.selecting && (
              <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink px-2 py-0.5 text-xs text-paper">
                <Star className="size-3 fill-current" aria-hidden />
                Featured
              </span>
            )}
            <p className="truncate px-3 pt-2 text-sm">{item.title}</p>
            {item.detail && (
              <div className="truncate px-3 text-xs text-ink-soft">{item.detail}</div>
            )}
            {onEdit && (
              <div className="flex items-center justify-between gap-1 px-2 pt-1 pb-2">
                <GripVertical className="hidden size-4 text-ink-soft sm:block" aria-hidden />
                <PictureButton
                  label={`Move ${item.title} earlier`}
                  data-move={`${item.id}:earlier`}
                  disabled={index === 0 || selection.selecting}
                  onClick={() => move(index, index - 1, "earlier")}
                >
                  <ChevronLeft className="size-5" aria-hidden />
                </PictureButton>
                <PictureButton
                  label={`Move ${item.title} later`}
                  data-move={`${item.id}:later`}
                  disabled={index === shown.length - 1 || selection.selecting}
                  onClick={() => move(index, index + 1, "later")}
                >
                  <ChevronRight className="size-5" aria-hidden />
                </PictureButton>
                <button
                  type="button"
                  aria-label={`Edit ${item.title}`}
                  disabled={selection.selecting}
                  onClick={() => onEdit(item.id)}
                  className="ml-auto inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm hover:bg-paper-deep disabled:opacity-40"
                >
                  <Pencil className="size-3.5" aria-hidden />
                  Edit
                </button>
              </div>
            )}
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
      {dialog}
    </div>
  );
}
