import { Form, Link } from "react-router";

export interface RangeChoice {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** Today, 7 days, 30 days, 12 months, or a range of the owner's (a GET form: works without JavaScript). */
export function RangePicker({
  choices,
  from,
  to,
  hrefOf,
  filters,
}: {
  choices: readonly RangeChoice[];
  from: string;
  to: string;
  hrefOf: (range: { from: string; to: string }) => string;
  /** The filters in force, carried by the custom range's form. */
  filters: Record<string, string>;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {choices.map((choice) => {
            const current = choice.from === from && choice.to === to;
            return (
              <li key={choice.id}>
                <Link
                  to={hrefOf(choice)}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-full border px-3 py-1.5 text-sm ${current ? "border-ink bg-ink text-paper" : "border-line bg-white hover:border-ink"}`}
                >
                  {choice.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom period">
        {Object.entries(filters).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="text-sm">
          <span className="mb-1 block font-medium">From</span>
          <input type="date" name="from" defaultValue={from} className="field-input" required />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">To</span>
          <input type="date" name="to" defaultValue={to} className="field-input" required />
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
    </div>
  );
}
