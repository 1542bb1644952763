import { cx } from "./cx.ts";

/** A bar that fills from 0 to 100 (`value`), named for screen readers by `label`. */
export function ProgressBar({
  label,
  value,
  className,
  barClassName = "bg-accent",
  fill = value,
}: {
  label: string;
  value: number;
  /** The track's height. */
  className: string;
  barClassName?: string;
  /** How much is drawn filled, when it differs from the value (a failure fills it red). */
  fill?: number;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cx(className, "overflow-hidden rounded-full bg-paper-deep")}
    >
      <div className={cx("h-full transition-all", barClassName)} style={{ width: `${fill}%` }} />
    </div>
  );
}
