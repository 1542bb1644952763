import { cx } from "~/components/ui/cx.ts";

/** A postal address on its lines: the name (when given), street, "city, state zip", country. */
export function PostalAddress({
  name,
  address,
  city,
  state,
  zipCode,
  country,
  className,
}: {
  name?: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  className?: string;
}) {
  return (
    <address className={cx("not-italic leading-relaxed", className)}>
      {name !== undefined && (
        <>
          {name}
          <br />
        </>
      )}
      {address}
      <br />
      {city}, {state} {zipCode}
      <br />
      {country}
    </address>
  );
}
