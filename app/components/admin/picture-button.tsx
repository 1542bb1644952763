import { cx } from "~/components/ui/cx.ts";

/** A small icon button under a picture: move, star, remove (`danger` draws it red). */
export function PictureButton({
  label,
  danger = false,
  children,
  ...button
}: {
  label: string;
  danger?: boolean;
  children: React.ReactNode;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-label" | "className">) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cx(
        "rounded p-1",
        danger ? "text-red-700 hover:bg-red-50" : "hover:bg-paper-deep",
        "disabled:opacity-30",
      )}
      {...button}
    >
      {children}
    </button>
  );
}
