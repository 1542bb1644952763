import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages · Admin" }];

export default function AdminPage() {
  return (
    <section>
      <h1 className="font-display text-3xl">Messages</h1>
      <p className="mt-2 text-ink-soft">Messages sent through the contact form.</p>
    </section>
  );
}
