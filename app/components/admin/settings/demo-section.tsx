import { useRef, useState } from "react";
import { Card } from "~/components/ui/card.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { DemoSummary } from "../../../../server/services/demo-content.ts";

/** What is left of the demo. */
export type DemoLeft = DemoSummary;

const COUNTED: Array<[keyof Omit<DemoLeft, "present">, string, string]> = [
  ["artworks", "artwork", "artworks"],
  ["products", "product", "products"],
  ["snapCards", "snap card", "snap cards"],
  ["slides", "home page slide", "home page slides"],
  ["testimonials", "testimonial", "testimonials"],
  ["collections", "shop collection", "shop collections"],
  ["texts", "text in your settings", "texts in your settings"],
];

/** "12 artworks, 3 products and 7 testimonials". */
function listed(left: DemoLeft): string {
  const parts = COUNTED.filter(([key]) => left[key] > 0).map(
    ([key, one, many]) => `${left[key]} ${left[key] === 1 ? one : many}`,
  );
  return new Intl.ListFormat("en-GB", { type: "conjunction" }).format(parts);
}

/**
 * Settings → Demo content: what is left of the demo artist's site, and one button (with a
 * confirmation) that removes it. Shown only while something of the demo is left.
 */
export function DemoSection({ left }: { left: DemoLeft }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const actionForm = useActionForm({
    key: "settings-remove-demo",
    failure: { title: "Could not remove" },
    onSuccess: () => setConfirming(false),
    onFailure: () => setConfirming(false),
  });
  const { pending: busy } = actionForm;
  if (!left.present) return null;
  return (
    <Card
      title="Demo content"
      titleId="settings-demo"
      description="The example artist's work and words that came with the site."
    >
      <p className="mt-4 text-ink-soft">
        Still on your site: {listed(left)}. Anything you have added or edited yourself is yours and
        stays.
      </p>
      <button
        ref={opener}
        type="button"
        className="btn-secondary mt-5 border-red-700/40 text-red-800 hover:border-red-800 hover:bg-red-50"
        onClick={() => setConfirming(true)}
      >
        Remove demo content
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        dismissible={!busy}
        variant="panel"
        role="alertdialog"
        aria-labelledby="remove-demo-title"
        aria-describedby="remove-demo-description"
        returnFocusTo={opener.current}
        className="w-[min(100%-1.5rem,32rem)] bg-white"
      >
        <ActionForm recipe={actionForm} className="flex flex-col gap-4 p-5 sm:p-6">
          <input type="hidden" name="intent" value="remove-demo" />
          <h2 id="remove-demo-title" className="font-display text-2xl">
            Remove the demo content?
          </h2>
          <div id="remove-demo-description" className="flex flex-col gap-3 text-ink-soft">
            <p>This deletes the demo's {listed(left)}, and their pictures. It cannot be undone.</p>
            <p>
              What you have added or edited stays, and orders and messages are never touched. Pages
              left without content show a tidy empty state until you add your own.
            </p>
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setConfirming(false)}
              disabled={busy}
              // biome-ignore lint/a11y/noAutofocus: the safe choice takes focus in a destructive dialog.
              autoFocus
            >
              Keep it
            </button>
            <SubmitButton
              pending={busy}
              busyLabel="Removing..."
              className="btn-primary bg-red-800 hover:bg-red-900"
            >
              Remove demo content
            </SubmitButton>
          </div>
        </ActionForm>
      </Modal>
    </Card>
  );
}
