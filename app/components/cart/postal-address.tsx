import { addressLines } from "#core/address-format.ts";
import type { OrderCustomer } from "#core/order.ts";
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
  // An order that posts nothing (gift cards, a commission's payment) keeps no address: the name alone.
  const none = street === "" && town === "";
  return (
    <address className={cx("not-italic leading-relaxed", className)}>
      {name !== undefined && <span className="block">{name}</span>}
      {!none && <span className="block">{street}</span>}
      {town && <span className="block">{town}</span>}
      {!none && <span className="block">{country}</span>}
    </address>
  );
}

/** An order's customer's postal address, under their name unless `named` is false. */
export function CustomerAddress({
  customer,
  named = true,
  className,
}: {
  customer: OrderCustomer;
  named?: boolean;
  className?: string;
}) {
  return (
    <PostalAddress
      {...(named ? { name: `${customer.firstName} ${customer.lastName}` } : {})}
      address={customer.address}
      city={customer.city}
      state={customer.state}
      zipCode={customer.zipCode}
      country={customer.country}
      className={className}
    />
  );
}

/** The customer's e-mail address, and their phone number on the next line when they gave one. */
export function EmailAndPhone({
  customer,
  className,
}: {
  customer: Pick<OrderCustomer, "email" | "phone">;
  className: string;
}) {
  return (
    <p className={className}>
      {customer.email}
      {customer.phone && (
        <>
          <br />
          {customer.phone}
        </>
      )}
    </p>
  );
}
