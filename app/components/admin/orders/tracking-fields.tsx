import { CARRIERS, carrierName, OTHER_CARRIER, type Tracking } from "#core/carriers.ts";

/**
 * The shipment's carrier, tracking number and (for a carrier not listed) tracking page, sent with
 * the status form (`PATCH /api/admin/orders/{number}`): with the move to Shipped (`tracking` null,
 * the fields start empty), or to correct an order already shipped (the fields start with what the
 * buyer sees now).
 */
export function TrackingFields({
  tracking,
  legend,
}: {
  tracking: Tracking | null;
  legend: React.ReactNode;
}) {
  const t = tracking;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
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
        <select
          id="order-carrier"
          name="carrier"
          className="field-input"
          defaultValue={t?.carrier ?? ""}
        >
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
          defaultValue={t?.number ?? ""}
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
          defaultValue={t?.carrier === OTHER_CARRIER ? (t.url ?? "") : ""}
        />
      </div>
    </fieldset>
  );
}
