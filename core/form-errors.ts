import type { ZodError } from "zod";

/** Zod issues as `{ field: message }`, keeping the first message for each field. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    errors[field] ??= issue.message;
  }
  return errors;
}
