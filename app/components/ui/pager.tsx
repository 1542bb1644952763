import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/**
 * Pages through a long list with plain links (it works without JavaScript and keeps the list's
 * other query parameters): "Showing 51–100 of 240 orders", newer and older.
 */
export function Pager({
  page,
  pages,
  total,
  size,
  noun,
  search,
}: {
  /** 1-based. */
  page: number;
  pages: number;
  total: number;
  /** How many a page shows. */
  size: number;
  /** Plural: "orders". */
  noun: string;
  /** The list's query as it stands (status, search…); `page` is set on it. */
  search: URLSearchParams;
}) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return { search: query ? `?${query}` : "" };
  };
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  const link = "btn-secondary inline-flex items-center gap-1";
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        Showing {first}–{last} of {total} {noun}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={to(page - 1)} className={link} rel="prev">
            <ChevronLeft className="size-4" aria-hidden />
            Newer
          </Link>
        )}
        {page < pages && (
          <Link to={to(page + 1)} className={link} rel="next">
            Older
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
    </nav>
  );
}
