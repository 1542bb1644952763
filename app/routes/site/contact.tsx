import { data, useRouteLoaderData } from "react-router";
import { zodFieldErrors } from "#core/form-errors.ts";
import { ContactSchema } from "#core/schemas/contact-input.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { CommissionSteps } from "~/components/contact/commission-steps.tsx";
import { ContactDetails } from "~/components/contact/contact-details.tsx";
import { ContactFaq } from "~/components/contact/contact-faq.tsx";
import {
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  type ContactAnswer,
  ContactForm,
} from "~/components/contact/contact-form.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { Card } from "~/components/ui/card.tsx";
import { backFrom, performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { formValues } from "~/lib/form-values.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { fixedMeta } from "~/lib/seo.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = fixedMeta({
  title: "Contact",
  description:
    "Ask about a commission, a purchase or the Snap card games. Replies usually come within 24-48 hours.",
});

/** The visible fields only: what a page rendered without JavaScript puts back in the form. */
function typedValues(values: Record<string, string>): Partial<Record<string, string>> {
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]),
  );
}

/** Checks the form with PRODUCT.md §5's rules; the answer for the first mistake, or the input. */
function validate(values: Record<string, string>) {
  const parsed = ContactSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data } as const;
  const errors = zodFieldErrors(parsed.error);
  const message = Object.values(errors)[0] ?? "Please check the form.";
  return {
    failure: { ok: false, message, errors, values: typedValues(values) } satisfies ContactAnswer,
  } as const;
}

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/**
 * Stores an enquiry (the capability behind `POST /api/contact`, with its limit) and says so; sent
 * without JavaScript, the answer is a redirect back to the form with that toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const values = await formValues(request);
  return performAction(
    async () => {
      await caller.capabilities.contact.sendMessage(caller, values);
      return { toast: CONTACT_SUCCESS };
    },
    { echo: { values: typedValues(values) }, back: backFrom(values, caller) },
  );
}

/**
 * In the browser: the same rules are checked before anything is sent (so a typo costs no request
 * and none of the visitor's allowance), and a send that fails on the way (offline, a server error)
 * comes back as a failure to show in a toast rather than as an error page. Failures carry a 4xx/5xx
 * status, so React Router does not reload the page's data after them (the server's own answer
 * keeps its status).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const checked = validate(await formValues(request.clone()));
  if (checked.failure) return data<ContactAnswer>(checked.failure, { status: 400 });
  try {
    return await serverAction();
  } catch {
    return data<ContactAnswer>(
      { ok: false, message: "Please try again later.", errors: {} },
      { status: 503 },
    );
  }
}

/**
 * `/contact?artwork={id}` ("Enquire about this piece"): the artwork the message will be about,
 * named above the form; an unknown id asks about nothing in particular.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("artwork") ?? "");
  if (!Number.isSafeInteger(id) || id <= 0) return { artwork: null };
  const { services } = context.get(appContext);
  const found = (await services.catalog.listArtworks()).find((artwork) => artwork.id === id);
  return {
    artwork: found
      ? { id: found.id, title: found.title, url: found.url, image: found.image }
      : null,
  };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const profile = root?.profile ?? DEFAULT_PROFILE;
  return (
    <div className="page pb-8">
      <PageHeader eyebrow="Contact" title="Get in touch">
        <p>
          Questions about a painting, a commission or the Snap card games are all welcome, and so
          are ideas for collaborations. Send a message and I will get back to you.
        </p>
      </PageHeader>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <Card padding="p-5 sm:p-8 lg:p-10" className="shadow-[0_1px_2px_rgb(29_33_37/0.04)]">
          <ContactForm noScriptResult={actionData} artwork={loaderData.artwork} />
        </Card>
        <ContactDetails profile={profile} />
      </div>

      <div className="mt-20 sm:mt-24">
        <CommissionSteps />
      </div>
      <div className="mt-20 sm:mt-24">
        <ContactFaq />
      </div>
    </div>
  );
}
