import { useRef } from "react";
import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";

/** The toast of each section once saved. */
const SAVED: Record<string, string> = {
  profile: "Profile saved",
  about: "About page saved",
  sharing: "Sharing picture saved",
  payment: "Payment instructions saved",
  store: "Shop settings saved",
  legal: "Legal pages saved",
  password: "Password changed",
};

/** A settings section: its own form, save button, field errors and toast. */
export function SettingsSection({
  intent,
  title,
  description,
  children,
}: {
  intent: string;
  title: string;
  description: string;
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>({ key: `settings-${intent}` });
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Success", description: SAVED[intent] });
      if (intent === "password") form.current?.reset();
    } else {
      toast({ title: "Could not save", description: result.message, variant: "destructive" });
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  return (
    <Card title={title} titleId={`settings-${intent}`} description={description}>
      <fetcher.Form ref={form} method="post" noValidate className="mt-5 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children(errors)}
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
