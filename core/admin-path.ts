/**
 * A post-login destination: only a path inside the admin area, never another site. Its query
 * stays ("/admin?category=coasters"): the owner lands on the list they asked for.
 */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (!/^\/admin([/?][^\s\\]*)?$/.test(value) || value.startsWith("//")) return "/admin";
  return value.startsWith("/admin/login") ? "/admin" : value;
}
