import { cx } from "~/components/ui/cx.ts";
import { PrintBar } from "~/components/ui/print-bar.tsx";
import { formatDate } from "~/lib/admin/date-time.ts";

/** The shop as its printed papers name it (Settings → Profile). */
export interface PrintShop {
  name: string;
  /** The postal address on its lines; "" for none. */
  address: string;
  email: string;
  phone: string;
  /** The tax's name and the shop's registration number for it ("" for none: not printed). */
  taxName: string;
  taxNumber: string;
}

/**
 * A printable A4 sheet of one order (the invoice, the packing slip): on screen a white page with
 * "Back to order" and "Print" above it; printed, the sheet alone (app.css sets the A4 page, the
 * admin layout hides its navigation).
 */
export function PrintableOrder({
  kind,
  order: { orderNumber, invoiceNumber, createdAt },
  shop,
  children,
}: {
  /** The paper's name: "Invoice", "Packing slip". */
  kind: string;
  order: {
    orderNumber: string;
    /** The sequential invoice number; null for orders placed before there were any. */
    invoiceNumber: string | null;
    createdAt: string;
  };
  shop: PrintShop;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[210mm]">
      <PrintBar back={{ to: `/admin/orders/${orderNumber}`, label: "Back to order" }} />
      <article
        aria-labelledby="sheet-title"
        className="rounded-2xl border border-line bg-white p-6 text-ink shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="flex flex-col-reverse gap-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
          <div>
            <p className="font-display text-2xl">{shop.name}</p>
            {shop.address && (
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{shop.address}</p>
            )}
            <p className="mt-2 text-sm leading-relaxed">
              {shop.email}
              {shop.phone && (
                <>
                  <br />
                  {shop.phone}
                </>
              )}
            </p>
            {shop.taxNumber && (
              <p className="mt-2 text-sm">
                {shop.taxName} number <span className="font-mono">{shop.taxNumber}</span>
              </p>
            )}
          </div>
          <div className="sm:text-right print:text-right">
            <h1 id="sheet-title" className="text-3xl">
              {kind}
            </h1>
            <dl className="mt-3 text-sm leading-relaxed">
              {invoiceNumber && (
                <div>
                  <dt className="inline text-ink-soft">Invoice </dt>
                  <dd className="inline font-mono">{invoiceNumber}</dd>
                </div>
              )}
              <div>
                <dt className="inline text-ink-soft">Order </dt>
                <dd className="inline font-mono">{orderNumber}</dd>
              </div>
              <div>
                <dt className="inline text-ink-soft">Date </dt>
                <dd className="inline">{formatDate(createdAt)}</dd>
              </div>
            </dl>
          </div>
        </header>
        {children}
        <p className="mt-10 border-t border-line pt-4 text-sm text-ink-soft">
          Thank you for your order. Questions? Write to {shop.email} and mention your order number.
        </p>
      </article>
    </div>
  );
}

/** A table of the order's lines, ruled like a printed form. */
export function SheetTable({
  caption,
  head,
  children,
}: {
  caption: string;
  /** The column headings, with the classes of their column ("text-right" for numbers). */
  head: ReadonlyArray<readonly [string, string?]>;
  children: React.ReactNode;
}) {
  return (
    <table className="mt-8 w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink text-left">
          {head.map(([label, className]) => (
            <th
              key={label}
              scope="col"
              className={cx("py-2 pr-3 font-semibold last:pr-0", className)}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="[&_td]:py-2.5 [&_td]:pr-3 [&_td:last-child]:pr-0 [&_tr]:border-b [&_tr]:border-line [&_tr]:break-inside-avoid">
        {children}
      </tbody>
    </table>
  );
}
