/** A header link is active when the current path starts with its path; Home only on an exact match. */
export function isActivePath(currentPath: string, href: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath.startsWith(href);
}

/** The cart badge: nothing for an empty cart, the count up to 99, then "99+". */
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}
