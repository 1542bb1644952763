import type { Route } from "./+types/snap-cards";

export const meta: Route.MetaFunction = () => [{ title: "Snap Cards · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Snap Cards</h1>
      <p className="mt-2 text-ink-soft">Card faces of the Snap games: cat, dog and rat.</p>
    </section>
  );
}
