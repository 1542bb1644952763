import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Products</h1>
      <p className="mt-2 text-ink-soft">Products in the shop, by category.</p>
    </section>
  );
}
