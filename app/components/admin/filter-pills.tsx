import { Link } from "react-router";

/** A row of filter links (`?{param}={id}`), the current one marked, each with its count. */
export function FilterPills({
  label,
  param,
  options,
  current,
  onChange,
  className = "mt-4",
}: {
  label: string;
  param: string;
  options: ReadonlyArray<{ id: string; label: string; count: number }>;
  current: string;
  onChange?: () => void;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`${className} flex flex-wrap gap-2`}>
      {options.map((option) => {
        const active = option.id === current;
        return (
          <Link
            key={option.id}
            to={`?${param}=${option.id}`}
            replace
            aria-current={active ? "page" : undefined}
            onClick={onChange}
            className={`rounded-full px-4 py-2 text-sm ${active ? "bg-ink text-paper" : "border border-line bg-white text-ink-soft hover:text-ink"}`}
          >
            {option.label} ({option.count})
          </Link>
        );
      })}
    </nav>
  );
}
