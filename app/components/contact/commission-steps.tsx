import { Link } from "react-router";
import { Card } from "~/components/ui/card.tsx";

/** PRODUCT.md §2 (Contact): the four steps of a commission. */
export const COMMISSION_STEPS = [
  {
    title: "Initial consultation",
    text: "Tell me about the piece you imagine: the subject, size, medium and where it will live.",
  },
  {
    title: "Detailed proposal",
    text: "You receive a proposal with a timeline and pricing, so you know exactly what to expect.",
  },
  {
    title: "Creation with regular updates",
    text: "I paint or throw your piece and send progress photos along the way.",
  },
  {
    title: "Final approval and secure delivery",
    text: "Once you are happy with it, the finished work is packed with care and sent insured.",
  },
] as const;

/** How a commission works, as a numbered list of steps. */
export function CommissionSteps() {
  return (
    <section aria-labelledby="commission-heading">
      <p className="eyebrow">Commissions</p>
      <h2 id="commission-heading" className="mt-3 text-3xl sm:text-4xl">
        How a commission works
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Tell me what you have in mind on the{" "}
        <Link to="/commissions" className="underline underline-offset-2 hover:text-accent-deep">
          commission request form
        </Link>
        , with photos if you have them. From there, every commission follows the same four steps.
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMMISSION_STEPS.map((step, index) => (
          <Card
            as="li"
            key={step.title}
            padding="p-5 sm:p-6"
            className="flex gap-5 sm:flex-col sm:gap-0"
          >
            <span
              className="w-10 shrink-0 font-display text-3xl leading-none text-accent tabular-nums sm:w-auto sm:text-4xl"
              aria-hidden
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className="sm:mt-5">
              <h3 className="font-sans text-base font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-ink-soft sm:mt-2">{step.text}</p>
            </div>
          </Card>
        ))}
      </ol>
    </section>
  );
}
