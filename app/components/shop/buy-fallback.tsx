import { Link } from "react-router";
import { BUY_STATE_LABELS } from "#core/storefront.ts";

/** The button a product shows when it cannot be added: Inquire, Coming Soon or Sold out. */
export function BuyFallback({
  state,
  className = "btn-primary w-full",
}: {
  state: "inquire" | "coming-soon" | "sold-out";
  className?: string;
}) {
  if (state === "inquire") {
    return (
      <Link to="/contact" className={className}>
        Inquire
      </Link>
    );
  }
  return (
    <button type="button" disabled className={className}>
      {BUY_STATE_LABELS[state]}
    </button>
  );
}
