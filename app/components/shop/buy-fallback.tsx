import { Link } from "react-router";

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
      {state === "coming-soon" ? "Coming Soon" : "Sold out"}
    </button>
  );
}
