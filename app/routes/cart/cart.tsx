import { EmptyCart } from "~/components/empty-cart.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Shopping Cart",
    description: "Review the cards, coasters and games in your cart before checking out.",
  });

export default function Page() {
  return (
    <div className="page">
      <PageHeader eyebrow="Cart" title="Shopping Cart">
        <p>0 items</p>
      </PageHeader>
      <EmptyCart />
    </div>
  );
}
