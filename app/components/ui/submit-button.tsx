import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * A form's submit button: disabled while the form is being sent, and saying so then
 * (`busyLabel`, "Sending..."), so a second click does not send it twice.
 */
export function SubmitButton({
  pending,
  busyLabel,
  children,
  className = "btn-primary",
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled"> & {
  pending: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={pending} {...button}>
      {pending ? busyLabel : children}
    </button>
  );
}
