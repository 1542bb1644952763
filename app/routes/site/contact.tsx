import { Mail, MapPin, Phone } from "lucide-react";
import { data, useRouteLoaderData } from "react-router";
import { ContactForm, type ContactResult } from "~/components/contact/contact-form.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { appContext } from "~/lib/app-context.ts";
import { zodFieldErrors } from "~/lib/form-errors.ts";
import { ContactSchema } from "~/lib/schemas/contact.ts";
import { routeMeta } from "~/lib/seo.ts";
import { DEFAULT_PROFILE } from "~/lib/site.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Contact",
    description:
      "Ask about a commission, a purchase or the Snap card games. Replies usually come within 24-48 hours.",
  });

/** Stores an enquiry (the same service and limit as `POST /api/contact`). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, origin, clientAddress } = context.get(appContext);
  const values = Object.fromEntries(
    [...(await request.formData())].map(([key, value]) => [key, String(value)]),
  );
  const limit = services.limits.contact;
  const wait = await limit.take(clientAddress);
  if (wait > 0) {
    return data<ContactResult>(
      { ok: false, message: limit.message, values },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error);
    return data<ContactResult>(
      { ok: false, message: Object.values(errors)[0] ?? "Please check the form", errors, values },
      { status: 400 },
    );
  }
  await services.contact.submit(parsed.data, origin);
  return { ok: true } satisfies ContactResult;
}

const COMMISSION_STEPS = [
  [
    "Initial consultation",
    "Tell me about the piece you imagine: the subject, size, medium and where it will live.",
  ],
  [
    "Detailed proposal",
    "You receive a proposal with sketches, a timeline and the price, so you know exactly what to expect.",
  ],
  [
    "Creation with regular updates",
    "I paint or throw your piece and send progress photos along the way.",
  ],
  [
    "Final approval and secure delivery",
    "Once you are happy, the finished work is packed with care and sent insured.",
  ],
] as const;

const FAQ = [
  [
    "How long does a commission take?",
    "Usually 2-4 weeks, depending on the complexity of the piece and how many commissions are in the queue.",
  ],
  [
    "What sizes are available?",
    "Paintings are usually 8x10, 11x14 or 16x20 inches. Ask if you need something else.",
  ],
  [
    "Do you ship internationally?",
    "Yes. International shipping is available, and its cost is calculated at checkout.",
  ],
] as const;

export default function Contact({ actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const profile = root?.profile ?? DEFAULT_PROFILE;
  return (
    <div className="page pb-20">
      <PageHeader eyebrow="Contact" title="Get in touch">
        <p>
          Questions, commissions and collaborations are all welcome. Send a message and I will get
          back to you.
        </p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-8">
          <ContactForm noScriptResult={actionData} />
        </div>
        <aside aria-label="Contact details" className="flex flex-col gap-8">
          <section
            aria-labelledby="details-heading"
            className="rounded-2xl border border-line bg-white p-6"
          >
            <h2 id="details-heading" className="text-xl">
              Contact details
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-center gap-3">
                <Mail className="size-4 text-accent" aria-hidden />
                <a
                  href={`mailto:${profile.email}`}
                  className="hover:text-accent-deep hover:underline"
                >
                  {profile.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone className="size-4 text-accent" aria-hidden />
                <a
                  href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}
                  className="hover:text-accent-deep hover:underline"
                >
                  {profile.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <MapPin className="size-4 text-accent" aria-hidden />
                <span>Studio: {profile.location}</span>
              </li>
            </ul>
          </section>
          <section
            aria-labelledby="journey-heading"
            className="rounded-2xl border border-line bg-white p-6"
          >
            <h2 id="journey-heading" className="text-xl">
              Follow My Journey
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {profile.social.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-ink-soft hover:text-ink hover:underline"
                  >
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="commission-heading" className="mt-16">
        <h2 id="commission-heading" className="text-3xl">
          How a commission works
        </h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {COMMISSION_STEPS.map(([title, text], index) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-accent/10 font-display text-lg text-accent-deep"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-sans text-base font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-heading" className="mt-16 max-w-3xl">
        <h2 id="faq-heading" className="text-3xl">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
          {FAQ.map(([question, answer]) => (
            <details key={question} className="group px-5 py-4">
              <summary className="cursor-pointer font-medium marker:text-accent">
                {question}
              </summary>
              <p className="mt-2 text-ink-soft">{answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
