import { Switch } from "~/components/ui/switch.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { HomeListCard, type HomeListKind } from "./home-list.tsx";

export interface AdminTestimonial {
  id: number;
  quote: string;
  author: string;
  location: string | null;
  isPublished: boolean;
  isDemo: boolean;
}

const TESTIMONIALS: HomeListKind<AdminTestimonial> = {
  kind: "testimonial",
  title: "Testimonials",
  description:
    "Kind words from real customers, shown one at a time on the home page. With none published, the home page leaves the section out.",
  listLabel: "Testimonials, in order",
  name: (testimonial) => `${testimonial.author}'s testimonial`,
  body: (testimonial) => (
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
  ),
  controls: (testimonial, name) => <PublishSwitch testimonial={testimonial} name={name} />,
  // Quote, author and place: the same fields to add and to edit.
  fields: [
    { name: "quote", label: "Quote", rows: 3, wide: true, value: (t) => t.quote },
    { name: "author", label: "Author", value: (t) => t.author },
    { name: "location", label: "Location", optional: true, value: (t) => t.location },
  ],
  columns: "sm:grid-cols-2",
  editTitle: () => "Edit testimonial",
  add: {
    heading: "Add a testimonial",
    button: "Add testimonial",
    // Both choices post a value: an unticked box would post nothing, which the schema reads as
    // its default (published).
    extra: (
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="sr-only">On the home page</legend>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="isPublished" value="true" defaultChecked className="size-4" />
          Publish on the home page
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="isPublished" value="false" className="size-4" />
          Keep it hidden for now
        </label>
      </fieldset>
    ),
  },
};

/**
 * The testimonials: each with Published, Edit, move and remove; the demo's invented ones are
 * marked as such; and a form that adds one. Only published ones are shown on the home page.
 */
export function TestimonialsCard({ testimonials }: { testimonials: readonly AdminTestimonial[] }) {
  const published = testimonials.filter((testimonial) => testimonial.isPublished).length;
  return (
    <HomeListCard
      list={TESTIMONIALS}
      rows={testimonials}
      summary={`${published} of ${testimonials.length} published`}
    />
  );
}

/** Published on the home page or not: a switch that posts its new state. */
function PublishSwitch({ testimonial, name }: { testimonial: AdminTestimonial; name: string }) {
  const actionForm = useActionForm({ failure: { title: "Could not save" } });
  const { fetcher } = actionForm;
  // Shown as switched at once; the server's answer follows.
  const pending = fetcher.formData?.get("isPublished");
  const isPublished = pending ? pending === "true" : testimonial.isPublished;
  return (
    <ActionForm recipe={actionForm}>
      <input type="hidden" name="intent" value="testimonial-publish" />
      <input type="hidden" name="id" value={testimonial.id} />
      <input type="hidden" name="isPublished" value={String(!isPublished)} />
      <Switch
        type="submit"
        checked={isPublished}
        label="Published"
        aria-label={`Published: ${name}`}
      />
    </ActionForm>
  );
}
