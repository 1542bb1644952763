import { redirect } from "react-router";

/** Unknown admin paths show the dashboard (PRODUCT.md §2 admin mode). */
export function loader() {
  throw redirect("/admin");
}

export default function AdminNotFound() {
  return null;
}
