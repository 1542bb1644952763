import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { SubmitRow } from "~/components/admin/submit-row.tsx";
import { Card } from "~/components/ui/card.tsx";
import { DataTable } from "~/components/ui/data-table.tsx";
import { FieldLabel, Options, SelectField } from "~/components/ui/field.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { formatDate } from "~/lib/admin/date-time.ts";
import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/certificates";

export const meta: Route.MetaFunction = () => [{ title: "Certificates · Admin" }];

export const loader = readsLoader((services) => ({
  certificates: services.certificates.list(),
  artworks: services.catalog
    .listArtworks()
    .then((artworks) => artworks.map(({ id, title }) => ({ id, title }))),
}));

/** Issues a certificate by hand: the capability behind `POST /api/admin/certificates`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    "certificate-issue": () => caller.capabilities.certificates.issueCertificate(caller, input),
  });
}

/** The hand-issued certificate's fields, as `HandCertificateSchema` reads them. */
const ISSUE_FIELDS: ReadonlyArray<FieldSpec<never>> = [
  { name: "soldOn", label: "Date of sale", type: "date" },
  { name: "buyerName", label: "Buyer's name", optional: true },
  { name: "buyerEmail", label: "Buyer's e-mail", type: "email", optional: true },
];

/** Every certificate of authenticity, newest first, and one issued by hand for a sale elsewhere. */
export default function AdminCertificates({ loaderData, actionData }: Route.ComponentProps) {
  const { certificates, artworks } = loaderData;
  const actionForm = useActionForm<{ number: number }>({
    success: (answer) => ({ title: `Certificate No. ${answer.number} issued` }),
    failure: { title: "Could not issue the certificate" },
  });
  const { pending, errors } = actionForm;
  return (
    <section className="flex max-w-5xl flex-col gap-8">
      <AdminPageTitle title="Certificates">
        Issued when an original is paid for, or by you for a work sold elsewhere.
      </AdminPageTitle>
      {certificates.length === 0 ? (
        <Card as="p" dashed padding="px-6 py-12" className="bg-white text-center text-ink-soft">
          No certificates yet.
        </Card>
      ) : (
        <DataTable
          rows={certificates}
          rowKey={(row) => row.number}
          columns={[
            {
              key: "number",
              header: "No.",
              cell: (row) => (
                <Link
                  className="underline underline-offset-4"
                  to={`/admin/certificates/${row.number}`}
                >
                  {row.number}
                </Link>
              ),
            },
            { key: "title", header: "Work", cell: (row) => row.title },
            { key: "sold", header: "Sold", cell: (row) => formatDate(row.soldOn) },
            {
              key: "order",
              header: "Order",
              cell: (row) =>
                row.orderNumber ? (
                  <Link className="font-mono" to={`/admin/orders/${row.orderNumber}`}>
                    {row.orderNumber}
                  </Link>
                ) : (
                  "By hand"
                ),
            },
            {
              key: "code",
              header: "Code",
              cell: (row) => (
                <span className="font-mono">
                  {row.code}
                  {row.revokedAt && " (withdrawn)"}
                </span>
              ),
            },
          ]}
        />
      )}
      <Card title="Issue a certificate" titleId="certificate-issue">
        <ActionForm recipe={actionForm} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="certificate-issue" />
          <SelectField name="artworkId" label="Artwork" error={errors.artworkId}>
            <option value="">Choose the work</option>
            <Options options={artworks.map(({ id, title }) => ({ value: id, label: title }))} />
          </SelectField>
          <FieldTable
            fields={ISSUE_FIELDS}
            errors={errors}
            idPrefix="certificate"
            className="sm:grid-cols-3"
          />
          <FieldLabel label="" className="flex-row items-center font-normal">
            <input type="checkbox" name="buyerNamed" className="size-4 accent-ink" />
            Name the buyer on the public verification page
          </FieldLabel>
          <SubmitRow
            Icon={FilePlus2}
            label="Issue certificate"
            busyLabel="Issuing..."
            pending={pending}
            answer={actionData}
          />
        </ActionForm>
      </Card>
    </section>
  );
}
