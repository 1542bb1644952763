import { CheckSquare, Trash2 } from "lucide-react";
import { useState } from "react";

/** Select mode for bulk actions: on or off, and the ids chosen (leaving clears them). */
export function useSelection() {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  return {
    selecting,
    chosen,
    start: () => setSelecting(true),
    leave: () => {
      setSelecting(false);
      setChosen(new Set());
    },
    selectAll: (ids: readonly number[]) => setChosen(new Set(ids)),
    toggle: (id: number, on: boolean) =>
      setChosen((set) => {
        const next = new Set(set);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };
}

export type Selection = ReturnType<typeof useSelection>;

/** Select, or in select mode: Select all, Cancel and Delete (n). */
export function SelectionBar({
  selection,
  allIds,
  busy,
  onDelete,
}: {
  selection: Selection;
  allIds: readonly number[];
  busy: boolean;
  onDelete: () => void;
}) {
  if (!selection.selecting) {
    return (
      <button type="button" className="btn-secondary" onClick={selection.start}>
        <CheckSquare className="size-4" aria-hidden />
        Select
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => selection.selectAll(allIds)}>
        Select all
      </button>
      <button type="button" className="btn-secondary" onClick={selection.leave}>
        Cancel
      </button>
      <button
        type="button"
        className="btn-primary bg-red-700"
        disabled={selection.chosen.size === 0 || busy}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
        {busy ? "Deleting..." : `Delete (${selection.chosen.size})`}
      </button>
    </>
  );
}

/** The checkbox that chooses one item in select mode. */
export function SelectBox({
  selection,
  id,
  label,
  className = "size-4 accent-ink",
}: {
  selection: Selection;
  id: number;
  label: string;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${label}`}
      checked={selection.chosen.has(id)}
      onChange={(event) => selection.toggle(id, event.target.checked)}
      className={className}
    />
  );
}
