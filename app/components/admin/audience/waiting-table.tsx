import type { WaitingCount } from "#core/notify.ts";

/**
 * Admin → Audience's "Waiting for availability": how many addresses wait to hear that an item can
 * be bought again, confirmed and not yet. Each confirmed one gets one mail when it can.
 */
export function WaitingTable({ rows }: { rows: readonly WaitingCount[] }) {
  if (rows.length === 0) return <p className="mt-1 text-ink-soft">Nobody is waiting.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full max-w-2xl text-left text-sm">
        <thead className="text-ink-soft">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Waiting
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Not yet confirmed
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`} className="border-b border-line/60">
              <td className="py-2 pr-4">
                <a href={row.path} className="underline underline-offset-4">
                  {row.name}
                </a>{" "}
                <span className="text-ink-soft">
                  ({row.kind === "product" ? "product" : "original"})
                </span>
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{row.confirmed}</td>
              <td className="py-2 text-right tabular-nums text-ink-soft">{row.pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
