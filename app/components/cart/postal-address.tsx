import { addressLines } from "#core/address-format.ts";
import { cx } from "~/components/ui/cx.ts";

/**
 * A postal address on its lines: the name (when given), street, "city, region postcode" (without
 * what the address leaves empty) and the country's name (from its code).
 */
export function PostalAddress({
  name,
  className,
  ...address
}: {
  name?: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** The ISO 3166-1 code the order keeps. */
  country: string;
  className?: string;
}) {
  const [street, town, country] = addressLines(address);
  return (
    <address className={cx("not-italic leading-relaxed", className)}>
      {name !== undefined && <span className="block">{name}</span>}
      <span className="block">{street}</span>
      {town && <span className="block">{town}</span>}
      <span className="block">{country}</span>
    </address>
  );
}
