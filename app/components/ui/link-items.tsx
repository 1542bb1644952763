import { Link } from "react-router";

/** The items of a list of links within the site, for a `<ul>` the caller lays out. */
export function LinkItems({
  links,
  className,
}: {
  links: ReadonlyArray<{ to: string; label: string }>;
  className: string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
