import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.number} · Admin` },
];

export default function AdminOrder({ params }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="font-display text-3xl">Order {params.number}</h1>
    </section>
  );
}
