import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Portfolio</h1>
      <p className="mt-2 text-ink-soft">Artworks in the portfolio, by category.</p>
    </section>
  );
}
