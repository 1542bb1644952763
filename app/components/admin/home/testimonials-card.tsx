import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { Switch } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";
import { RowActions } from "./row-actions.tsx";
import { RowEditDialog } from "./row-edit-dialog.tsx";

export interface AdminTestimonial {
  id: number;
  quote: string;
  author: string;
  location: string | null;
  isPublished: boolean;
  isDemo: boolean;
}

/**
 * The testimonials: each with Published, Edit, move and remove; the demo's invented ones are
 * marked as such; and a form that adds one. Only published ones are shown on the home page.
 */
export function TestimonialsCard({ testimonials }: { testimonials: readonly AdminTestimonial[] }) {
  const [status, setStatus] = useState("");
  const published = testimonials.filter((testimonial) => testimonial.isPublished).length;
  return (
    <Card
      as="section"
      title="Testimonials"
      titleId="testimonials-heading"
      description="Kind words from real customers, shown one at a time on the home page. With none published, the home page leaves the section out."
    >
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="mt-3 text-sm text-ink-soft">
        {published} of {testimonials.length} published
      </p>
      {testimonials.length > 0 && (
        <ol className="mt-4 flex flex-col gap-3" aria-label="Testimonials, in order">
          {testimonials.map((testimonial, index) => (
            <TestimonialRow
              key={testimonial.id}
              testimonial={testimonial}
              index={index}
              count={testimonials.length}
              onMoved={setStatus}
            />
          ))}
        </ol>
      )}
      <AddTestimonialForm />
    </Card>
  );
}

function TestimonialRow({
  testimonial,
  index,
  count,
  onMoved,
}: {
  testimonial: AdminTestimonial;
  index: number;
  count: number;
  onMoved: (text: string) => void;
}) {
  const publish = useFetcher<ActionResult>();
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  useFetcherResult(publish, (result) => {
    if (!result.ok)
      toast({ title: "Could not save", description: result.message, variant: "destructive" });
  });
  // Shown as switched at once; the server's answer follows.
  const pending = publish.formData?.get("isPublished");
  const isPublished = pending ? pending === "true" : testimonial.isPublished;
  const name = `${testimonial.author}'s testimonial`;
  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <figure className="min-w-0 flex-1 basis-64">
          <blockquote className="text-pretty">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-1 text-sm text-ink-soft">
            {testimonial.author}
            {testimonial.location && ` · ${testimonial.location}`}
            {testimonial.isDemo && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                Demo: invented words
              </span>
            )}
          </figcaption>
        </figure>
        <RowActions
          kind="testimonial"
          id={testimonial.id}
          index={index}
          count={count}
          name={name}
          onMoved={onMoved}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <publish.Form method="post">
          <input type="hidden" name="intent" value="testimonial-publish" />
          <input type="hidden" name="id" value={testimonial.id} />
          <input type="hidden" name="isPublished" value={String(!isPublished)} />
          <Switch
            type="submit"
            checked={isPublished}
            label="Published"
            aria-label={`Published: ${name}`}
          />
        </publish.Form>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </button>
      </div>
      {editing && (
        <EditTestimonialDialog testimonial={testimonial} onClose={() => setEditing(false)} />
      )}
    </li>
  );
}

/** The words of one testimonial, in a dialog. */
function EditTestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonial;
  onClose: () => void;
}) {
  return (
    <RowEditDialog
      title="Edit testimonial"
      intent="testimonial-update"
      id={testimonial.id}
      saved="Testimonial saved"
      onClose={onClose}
    >
      {(errors, prefix) => (
        <TestimonialFields prefix={prefix} values={testimonial} errors={errors} />
      )}
    </RowEditDialog>
  );
}

/** Quote, author and place: the same fields to add and to edit. */
function TestimonialFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values?: Pick<AdminTestimonial, "quote" | "author" | "location">;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextAreaField
        name="quote"
        id={`${prefix}-quote`}
        label="Quote"
        rows={3}
        defaultValue={values?.quote}
        error={errors.quote}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="author"
          id={`${prefix}-author`}
          label="Author"
          defaultValue={values?.author}
          error={errors.author}
        />
        <Field
          name="location"
          id={`${prefix}-location`}
          label="Location"
          optional
          defaultValue={values?.location ?? ""}
          error={errors.location}
        />
      </div>
    </>
  );
}

function AddTestimonialForm() {
  const fetcher = useFetcher<ActionResult>({ key: "testimonial-create" });
  const form = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Testimonial added" });
      form.current?.reset();
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="mt-6 flex flex-col gap-4 border-t border-line pt-6"
      aria-labelledby="add-testimonial-heading"
    >
      <h3 id="add-testimonial-heading" className="font-display text-lg">
        Add a testimonial
      </h3>
      <input type="hidden" name="intent" value="testimonial-create" />
      <TestimonialFields prefix="new-testimonial" errors={errors} />
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPublished" value="true" defaultChecked className="size-4" />
        Publish on the home page
      </label>
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? "Adding..." : "Add testimonial"}
      </button>
    </fetcher.Form>
  );
}
