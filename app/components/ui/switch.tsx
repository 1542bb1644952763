import { cx } from "./cx.ts";

/** An on/off button drawn as a sliding switch, its label beside it. */
export function Switch({
  checked,
  label,
  className = "",
  type = "button",
  ...button
}: {
  checked: boolean;
  label: string;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "role" | "aria-checked" | "children">) {
  return (
    <button
      role="switch"
      type={type}
      aria-checked={checked}
      className={cx("inline-flex items-center gap-2 text-sm", className)}
      {...button}
    >
      <span
        className={`relative h-6 w-10 rounded-full transition-colors ${checked ? "bg-ink" : "bg-line"}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${checked ? "left-[1.125rem]" : "left-0.5"}`}
        />
      </span>
      {label}
    </button>
  );
}
