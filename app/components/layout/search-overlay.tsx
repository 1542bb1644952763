import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export const SEARCH_PLACEHOLDER = "Search artworks, products, snap cards...";
export const SEARCH_PROMPT = "Start typing to search through artworks, products, and snap cards...";

/**
 * The search overlay (SPEC §2) as a modal dialog: the browser traps focus, Escape closes it and
 * focus returns to the button that opened it.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; the dialog handles Escape itself.
    <dialog
      ref={dialog}
      aria-label="Search"
      onClose={() => {
        setQuery("");
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40 backdrop:backdrop-blur-sm"
    >
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Search className="size-5 shrink-0 text-ink-soft" aria-hidden />
        <input
          type="search"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search"
          className="h-14 w-full bg-transparent text-base outline-none placeholder:text-ink-soft/80"
        />
        <button
          type="button"
          onClick={onClose}
          className="rounded-full p-2 text-ink-soft hover:bg-paper-deep hover:text-ink"
          aria-label="Close search"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="px-5 py-8 text-center text-sm text-ink-soft">
        {query.trim() === "" ? SEARCH_PROMPT : <p>No results found for "{query.trim()}"</p>}
      </div>
    </dialog>
  );
}
