import { EmptyCart } from "~/components/empty-cart.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Checkout",
    description: "Place your order: no payment is taken online.",
  });

export default function Page() {
  return (
    <div className="page">
      <PageHeader eyebrow="Checkout" title="Checkout" />
      <EmptyCart />
    </div>
  );
}
