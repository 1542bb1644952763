import { rowAmount, type TotalsRow } from "#core/totals-rows.ts";
import { cx } from "~/components/ui/cx.ts";

/** One line of a money summary (inside a `<dl>`): the term on the left, the amount on the right. */
export function SummaryRow({
  term,
  className,
  valueClassName = "tabular-nums",
  children,
}: {
  term: React.ReactNode;
  className?: string;
  valueClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cx("flex justify-between", className)}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** The bundle savings line, in the accent colour. */
export function SavingsRow({ children }: { children: React.ReactNode }) {
  return (
    <SummaryRow term="Bundle Savings" className="text-accent-deep">
      {children}
    </SummaryRow>
  );
}

/** The total: ruled off above, larger and bold. */
export function TotalRow({ children }: { children: React.ReactNode }) {
  return (
    <SummaryRow term="Total" className="border-t border-line pt-3 text-base font-semibold">
      {children}
    </SummaryRow>
  );
}

/** A money summary's rows (core/totals-rows.ts) as summary lines; `money` formats an amount. */
export function TotalsList({
  rows,
  money,
}: {
  rows: TotalsRow[];
  money: (value: number) => string;
}) {
  return rows.map((row) => {
    const amount = rowAmount(row, money);
    if (row.kind === "total") return <TotalRow key={row.kind}>{amount}</TotalRow>;
    if (row.kind === "savings") return <SavingsRow key={row.kind}>{amount}</SavingsRow>;
    // A gift card pays after the total: what it paid, then what is left to pay, in bold.
    if (row.kind === "gift-card")
      return (
        <SummaryRow key={row.kind} term={row.label} className="text-accent-deep">
          {amount}
        </SummaryRow>
      );
    if (row.kind === "to-pay")
      return (
        <SummaryRow key={row.kind} term={row.label} className="text-base font-semibold">
          {amount}
        </SummaryRow>
      );
    return (
      <SummaryRow key={row.kind} term={row.label}>
        {amount}
      </SummaryRow>
    );
  });
}
