import { data, Link } from "react-router";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/checkout-success";

/** Orders arrive with the checkout; until one is found the page says so with a 404. */
export function loader({ params }: Route.LoaderArgs) {
  return data({ orderNumber: params.orderNumber, found: false }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Order not found", description: "Order confirmation." });

export default function CheckoutSuccess() {
  return (
    <div className="page flex min-h-[50vh] flex-col items-start justify-center gap-5 py-20">
      <h1 className="text-4xl">Order not found</h1>
      <p className="text-ink-soft">We could not find an order with that number.</p>
      <Link to="/shop" className="btn-primary">
        Continue Shopping
      </Link>
    </div>
  );
}
