import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { ExportCsvLink } from "~/components/admin/export-csv-link.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { SubmitRow } from "~/components/admin/submit-row.tsx";
import { Card } from "~/components/ui/card.tsx";
import { TextAreaField } from "~/components/ui/field.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { formatDate } from "~/lib/admin/date-time.ts";
import { appContext } from "~/lib/app-context.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/collectors";

export const meta: Route.MetaFunction = () => [{ title: "Collectors · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { collectors: await context.get(appContext).services.collectors.list() };
}

/** Adds a collector or keeps notes: the capabilities behind `/api/admin/collectors`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { certificates } = caller.capabilities;
  const input = formInput(await request.formData());
  return performIntent(input, {
    "collector-add": () => certificates.addCollector(caller, input),
    "collector-notes": () => certificates.setCollectorNotes(caller, input.id, input),
  });
}

/** A collector added by hand, as `CollectorSchema` reads it. */
const ADD_FIELDS: ReadonlyArray<FieldSpec<never>> = [
  { name: "name", label: "Name" },
  { name: "email", label: "E-mail", type: "email" },
  { name: "notes", label: "Notes", rows: 2, optional: true, wide: true },
];

type Collectors = Route.ComponentProps["loaderData"]["collectors"];

/** One collector: who, what they own and since when, and the owner's notes. */
function CollectorCard({ collector }: { collector: Collectors[number] }) {
  const actionForm = useActionForm({
    success: { title: "Notes saved" },
    failure: { title: "Could not save the notes" },
  });
  const { pending } = actionForm;
  return (
    <Card as="li" aria-label={collector.name || collector.email}>
      <p className="font-medium">{collector.name || collector.email}</p>
      <p className="text-sm text-ink-soft">
        <a href={`mailto:${collector.email}`} className="underline underline-offset-4">
          {collector.email}
        </a>
        {collector.addedByHand && " · added by hand"}
      </p>
      {collector.works.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {collector.works.map((work) => (
            <li key={work.certificateNumber}>
              <Link
                to={`/admin/certificates/${work.certificateNumber}`}
                className="underline underline-offset-4"
              >
                {work.title}
              </Link>{" "}
              <span className="text-ink-soft">since {formatDate(work.soldOn)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">No works recorded yet.</p>
      )}
      <ActionForm recipe={actionForm} className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="intent" value="collector-notes" />
        <input type="hidden" name="id" value={collector.id} />
        <TextAreaField
          id={`notes-${collector.id}`}
          name="notes"
          label="Notes"
          rows={2}
          defaultValue={collector.notes}
        />
        <button type="submit" className="btn-secondary self-start px-4 py-2" disabled={pending}>
          Save notes
        </button>
      </ActionForm>
    </Card>
  );
}

/** Everyone who owns an original: from paid orders, or added by hand. Never on a public page. */
export default function AdminCollectors({ loaderData, actionData }: Route.ComponentProps) {
  const { collectors } = loaderData;
  const actionForm = useActionForm({
    success: { title: "Collector added" },
    failure: { title: "Could not add the collector" },
  });
  const { pending, errors } = actionForm;
  return (
    <section className="flex max-w-5xl flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminPageTitle title="Collectors">
          Everyone who bought an original, or whom you added, with what they own.
        </AdminPageTitle>
        <ExportCsvLink href="/api/admin/collectors/export.csv" />
      </div>
      {collectors.length === 0 ? (
        <Card as="p" dashed padding="px-6 py-12" className="bg-white text-center text-ink-soft">
          No collectors yet: they appear when an original is paid for.
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {collectors.map((collector) => (
            <CollectorCard key={collector.id} collector={collector} />
          ))}
        </ul>
      )}
      <Card title="Add a collector" titleId="collector-add">
        <ActionForm recipe={actionForm} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="collector-add" />
          <FieldTable
            fields={ADD_FIELDS}
            errors={errors}
            idPrefix="collector"
            className="sm:grid-cols-2"
          />
          <SubmitRow Icon={UserPlus} label="Add collector" pending={pending} answer={actionData} />
        </ActionForm>
      </Card>
    </section>
  );
}
