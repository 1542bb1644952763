import { type OrderStatus, statusLabel } from "#core/order-status.ts";

const TONES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  "awaiting-payment": "bg-orange-100 text-orange-900",
  paid: "bg-emerald-100 text-emerald-900",
  shipped: "bg-sky-100 text-sky-900",
  completed: "bg-paper-deep text-ink",
  cancelled: "bg-red-100 text-red-900",
};

/** An order's status as a small coloured label. */
export function StatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as OrderStatus) : undefined;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${known ? TONES[known] : "bg-paper-deep"}`}
    >
      {statusLabel(status)}
    </span>
  );
}
