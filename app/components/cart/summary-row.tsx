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
