import type { Route } from "./+types/optimization";

export const meta: Route.MetaFunction = () => [{ title: "Optimization · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Optimization</h1>
      <p className="mt-2 text-ink-soft">
        Regenerate the image sizes of the carousel or of every section.
      </p>
    </section>
  );
}
