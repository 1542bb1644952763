import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchResult } from "#core/search.ts";
import { currencySymbol } from "#core/store.ts";
import { Modal } from "~/components/ui/modal.tsx";
import { Thumbnail } from "~/components/ui/thumbnail.tsx";
import { useStore } from "~/lib/use-store.ts";

export const SEARCH_PLACEHOLDER = "Search artworks, products, snap cards...";
export const SEARCH_PROMPT = "Start typing to search through artworks, products, and snap cards...";
const DEBOUNCE_MS = 150;

const TYPE_LABELS: Record<SearchResult["type"], string> = {
  artwork: "Artwork",
  product: "Shop",
  "snap-card": "Snap card",
};

/** What an original no longer available shows instead of its price. */
const SALE_WORDS: Record<NonNullable<SearchResult["status"]>, string> = {
  sold: "Sold",
  reserved: "Reserved",
};

/**
 * The search overlay (PRODUCT.md §2) as a modal dialog: results follow the query as it is typed (debounced,
 * and an answer to an older query is dropped), arrow keys and Enter choose, Escape closes and focus
 * returns to the button that opened it.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The API writes prices as decimals ("10.00"): shown with the symbol, never parsed.
  const symbol = currencySymbol(useStore().currency);
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult<string>[] | null>(null);
  const [active, setActive] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (open) return;
    setQuery("");
    setResults(null);
  }, [open]);

  useEffect(() => {
    const term = query.trim();
    const ticket = ++latest.current;
    if (term === "") {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(term)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`${response.status}`);
        const found = (await response.json()) as SearchResult<string>[];
        if (ticket === latest.current) {
          setResults(found);
          setActive(0);
        }
      } catch {
        if (ticket === latest.current && !controller.signal.aborted) setResults([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (result: SearchResult<string> | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.path);
  };

  const term = query.trim();
  return (
    <Modal
      open={open}
      onClose={onClose}
      aria-label="Search"
      className="mx-auto mt-[8vh] w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40 backdrop:backdrop-blur-sm"
    >
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Search className="size-5 shrink-0 text-ink-soft" aria-hidden />
        <input
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the field of a modal dialog (Modal): showModal() focuses it on opening.
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            const count = results?.length ?? 0;
            if (event.key === "Escape") {
              // A search field's own Escape only clears it; here Escape closes the overlay.
              event.preventDefault();
              onClose();
            } else if (event.key === "ArrowDown" && count) {
              event.preventDefault();
              setActive((i) => (i + 1) % count);
            } else if (event.key === "ArrowUp" && count) {
              event.preventDefault();
              setActive((i) => (i - 1 + count) % count);
            } else if (event.key === "Enter") {
              event.preventDefault();
              choose(results?.[active]);
            }
          }}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search"
          role="combobox"
          aria-expanded={Boolean(results?.length)}
          aria-controls={listId}
          aria-activedescendant={results?.length ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          // The overlay's own × closes it: the browser's clear button beside it would be a second ×.
          className="h-14 w-full bg-transparent text-base outline-none placeholder:text-ink-soft/80 [&::-webkit-search-cancel-button]:hidden"
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
      <div className="max-h-[60vh] overflow-y-auto">
        {term === "" ? (
          <p className="px-5 py-8 text-center text-sm text-ink-soft">{SEARCH_PROMPT}</p>
        ) : results && results.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-ink-soft">
            No results found for "{term}"
          </p>
        ) : (
          <div id={listId} role="listbox" aria-label="Results" className="p-2">
            {(results ?? []).map((result, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is handled by the search field (combobox).
              <div
                key={`${result.type}-${result.id}`}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(result)}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${i === active ? "bg-paper-deep" : ""}`}
              >
                <Thumbnail src={result.image} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{result.title}</span>
                  <span className="block text-xs text-ink-soft">
                    {TYPE_LABELS[result.type]}
                    {result.status
                      ? ` · ${SALE_WORDS[result.status]}`
                      : result.price
                        ? ` · ${symbol}${result.price}`
                        : ""}
                  </span>
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
