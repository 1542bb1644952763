import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Orders</h1>
      <p className="mt-2 text-ink-soft">Orders placed through the checkout.</p>
    </section>
  );
}
