import { CARRIERS, carrierName, OTHER_CARRIER } from "#core/carriers.ts";
import type { Order } from "#core/order.ts";

/**
 * The shipment's carrier, tracking number and (for a carrier not listed) tracking page, sent with
 * the status form (`PATCH /api/admin/orders/{number}`): taken when the new status is Shipped, or
 * to correct the tracking of an order already shipped (issue #26).
 */
export function TrackingFields({ order }: { order: Pick<Order, "status" | "tracking"> }) {
  if (
    order.status !== "paid" &&
    order.status !== "shipped" &&
    order.status !== "awaiting-payment" &&
    order.status !== "pending"
  )
    return null;
  const t = order.tracking;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium">
        Tracking <span className="font-normal text-ink-soft">(optional, with Shipped)</span>
      </legend>
      {t && (
        <p className="text-sm text-ink-soft">
          Now: {t.carrier ? carrierName(t.carrier) : "no carrier"}
          {t.number ? `, ${t.number}` : ""}
        </p>
      )}
      <div>
        <label htmlFor="order-carrier" className="mb-1 block text-sm">
          Carrier
        </label>
        <select id="order-carrier" name="carrier" className="field-input" defaultValue="">
          <option value="">None</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier.key} value={carrier.key}>
              {carrier.name}
            </option>
          ))}
          <option value={OTHER_CARRIER}>Another carrier (give its tracking page)</option>
        </select>
      </div>
      <div>
        <label htmlFor="order-tracking-number" className="mb-1 block text-sm">
          Tracking number
        </label>
        <input
          id="order-tracking-number"
          name="trackingNumber"
          className="field-input font-mono"
          autoComplete="off"
        />
      </div>
      <div>
        <label htmlFor="order-tracking-url" className="mb-1 block text-sm">
          Tracking page <span className="text-ink-soft">(another carrier only)</span>
        </label>
        <input
          id="order-tracking-url"
          name="trackingUrl"
          type="url"
          placeholder="https://"
          className="field-input"
        />
      </div>
    </fieldset>
  );
}
