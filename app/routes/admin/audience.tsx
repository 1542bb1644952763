import { Form, Link } from "react-router";
import { counted } from "#core/plural.ts";
import { SubscriberSearchSchema } from "#core/schemas/audience-input.ts";
import { ConsentForm } from "~/components/admin/audience/consent-form.tsx";
import { SubscriberTable } from "~/components/admin/audience/subscriber-table.tsx";
import { WaitingTable } from "~/components/admin/audience/waiting-table.tsx";
import { ExportCsvLink } from "~/components/admin/export-csv-link.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/audience";

export const meta: Route.MetaFunction = () => [{ title: "Audience · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { q } = SubscriberSearchSchema.parse({
    q: new URL(request.url).searchParams.get("q") ?? undefined,
  });
  const [subscribers, consent, announcements, waiting] = await Promise.all([
    services.audience.list(q),
    services.audience.consent(),
    services.announcements.list(),
    services.notify.waiting(),
  ]);
  return { subscribers, consent, announcements, waiting, q: q ?? "" };
}

/** Removes a person, or saves the consent line: the capabilities behind `/api/admin/…`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { audience } = caller.capabilities;
  const input = formInput(await request.formData());
  return performIntent(input, {
    remove: () => audience.removeSubscriber(caller, input.id),
    consent: () => audience.setConsentText(caller, input),
  });
}

/** The mailing list: who is on it, with the evidence of their consent. */
export default function AdminAudience({ loaderData }: Route.ComponentProps) {
  const { subscribers, consent, announcements, waiting, q } = loaderData;
  const confirmed = subscribers.filter((row) => row.status === "confirmed").length;
  return (
    <div className="flex max-w-5xl flex-col gap-10">
      <section aria-labelledby="audience-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="audience-heading" className="font-display text-3xl">
              Audience
            </h1>
            <p className="mt-1 text-ink-soft">
              {q
                ? `${counted(subscribers.length, "address", "addresses")} matching "${q}".`
                : `${counted(subscribers.length, "address", "addresses")}, ${confirmed} confirmed.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/admin/audience/new" className="btn-primary">
              New announcement
            </Link>
            <ExportCsvLink href="/api/admin/subscribers.csv" />
          </div>
        </div>
        <Form method="get" role="search" className="mt-6 flex max-w-md gap-2">
          <label htmlFor="audience-search" className="sr-only">
            Search addresses
          </label>
          <input
            id="audience-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Search addresses"
            className="field-input flex-1"
          />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
        <SubscriberTable rows={subscribers} />
      </section>
      <section aria-labelledby="announcements-heading">
        <h2 id="announcements-heading" className="font-display text-2xl">
          Announcements
        </h2>
        {announcements.length === 0 ? (
          <p className="mt-1 text-ink-soft">None yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-1">
            {announcements.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/admin/audience/announcements/${item.id}`}
                  className="underline underline-offset-4"
                >
                  {item.subject}
                </Link>{" "}
                <span className="text-sm text-ink-soft">
                  {item.status}
                  {item.status === "draft"
                    ? ""
                    : ` · ${item.progress.sent} of ${item.progress.total} sent`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="font-display text-2xl">
          Waiting for availability
        </h2>
        <p className="mt-1 text-ink-soft">
          Asked to be told once when a sold-out, coming-soon or reserved piece can be bought.
        </p>
        <WaitingTable rows={waiting} />
      </section>
      <section aria-labelledby="consent-heading">
        <h2 id="consent-heading" className="font-display text-2xl">
          Consent line
        </h2>
        <p className="mt-1 mb-4 text-ink-soft">
          Shown unticked beside every sign-up form; each sign-up records which version was ticked.
        </p>
        <ConsentForm text={consent.text} version={consent.version} />
      </section>
    </div>
  );
}
