/** Terms and their values as a definition list, each value under its term. */
export function Facts({
  items,
  className,
  termClassName,
  valueClassName,
}: {
  items: ReadonlyArray<readonly [term: string, value: React.ReactNode]>;
  className?: string;
  termClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className={termClassName}>{term}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
