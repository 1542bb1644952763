import { data } from "react-router";

/** Any unknown public path: the 404 page with HTTP status 404 (rendered by the layout's boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
