import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/**
 * A page action's answer shown in the page, for a post made without JavaScript (with it, the
 * form's toast says the same): the action's message when refused, else what `success` renders
 * (nothing when it renders nothing). `role="alert"` for a refusal said in a dialog's form, which
 * appears as the buyer acts and is read out at once.
 */
export function ActionNotice<Answer extends { ok: boolean; message?: string }>({
  answer,
  success,
  className,
  role = "status",
}: {
  answer: Answer | undefined;
  success?: (answer: Extract<Answer, { ok: true }>) => ReactNode;
  className?: string;
  role?: "status" | "alert";
}) {
  if (!answer) return null;
  const content = answer.ok ? success?.(answer as Extract<Answer, { ok: true }>) : answer.message;
  if (!content) return null;
  return (
    <p
      role={role}
      className={cx(
        "rounded-xl border px-4 py-3",
        answer.ok ? "border-line bg-white" : "border-red-700 bg-red-50 text-red-800",
        className,
      )}
    >
      {content}
    </p>
  );
}
