import { CheckSquare, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { counted } from "#core/plural.ts";
import { ConfirmDialog } from "~/components/ui/confirm-dialog.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { deleteEach } from "~/lib/admin/api.ts";

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

/**
 * Deletes items with one DELETE each once the owner confirms in the site's dialog (`dialog`, for
 * the page to render), reports the outcome as a toast (PRODUCT.md §8: the failure names how many
 * failed), leaves select mode and reloads the page's data.
 */
export function useBulkDelete({
  apiPath,
  noun,
  selection,
  failureTitle = (failed) => `Failed to delete ${failed} ${noun}`,
}: {
  /** e.g. "/api/admin/artworks" */
  apiPath: string;
  /** Plural: "artworks", "snap cards", "products". */
  noun: string;
  selection: Selection;
  failureTitle?: (failed: number) => string;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  /** The ids the dialog asks about; null while it is closed. */
  const [asked, setAsked] = useState<number[] | null>(null);
  const named = (count: number) => counted(count, noun.replace(/s$/, ""), noun);
  const run = async (ids: number[]) => {
    setBusy(true);
    const failed = await deleteEach(apiPath, ids);
    // The dialog closes first: a toast would be drawn beneath it.
    setBusy(false);
    setAsked(null);
    if (failed.length > 0) {
      toast({
        title: failureTitle(failed.length),
        description: `${ids.length - failed.length} of ${ids.length} were deleted.`,
        variant: "destructive",
      });
    } else {
      toast({ title: "Success", description: `Deleted ${named(ids.length)}` });
    }
    selection.leave();
    await revalidator.revalidate();
  };
  const count = asked?.length ?? 0;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={`Delete ${named(count)}?`}
      description="This cannot be undone."
      confirm={`Delete ${named(count)}`}
      busyLabel="Deleting..."
      keep={count === 1 ? "Keep it" : "Keep them"}
      busy={busy}
      onConfirm={() => asked && void run(asked)}
      onCancel={() => setAsked(null)}
    />
  );
  return {
    busy,
    /** Asks the owner, in the dialog, to confirm deleting `ids`. */
    remove: (ids: number[]) => {
      if (ids.length > 0) setAsked(ids);
    },
    dialog,
  };
}
