import { X } from "lucide-react";
import { useState } from "react";

/** The copyright notice: shown when the page opens, until the visitor closes it. */
export function CopyrightNotice({ artistName }: { artistName: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside aria-label="Copyright notice" className="border-b border-line bg-accent-soft/70">
      <div className="page flex items-start justify-between gap-4 py-3 text-sm">
        <p>
          All artwork on this site is © {artistName}. Please do not copy, download or reuse the
          images without permission.
        </p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss copyright notice"
          className="-m-1 shrink-0 rounded-full p-1 text-ink-soft hover:text-ink"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
