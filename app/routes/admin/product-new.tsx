import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = () => [{ title: "New Product · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">New Product</h1>
      <p className="mt-2 text-ink-soft">Create a product with its images and details.</p>
    </section>
  );
}
