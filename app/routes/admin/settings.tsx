import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Settings</h1>
      <p className="mt-2 text-ink-soft">
        Your artist profile, contact details and payment instructions.
      </p>
    </section>
  );
}
