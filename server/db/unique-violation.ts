/** A unique-constraint failure on `column`, as SQLite or PostgreSQL reports it. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === "23505") return typeof constraint === "string" && constraint.includes(column);
  return /UNIQUE constraint failed/.test(error.message) && error.message.includes(column);
}
