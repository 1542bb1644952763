import type { ReactNode } from "react";

/** An owner's page's title, with the sentence under it that says what the page is for. */
export function AdminPageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-1 text-ink-soft">{children}</p>
    </div>
  );
}
