import { ChevronDown } from "lucide-react";

/** PRODUCT.md §2 (Contact): the frequently asked questions. */
export const CONTACT_FAQ = [
  {
    question: "How long does a commission take?",
    answer:
      "Usually 2-4 weeks, depending on the complexity of the piece and how many commissions are in the queue.",
  },
  {
    question: "What sizes are available?",
    answer: "Paintings come in 8x10, 11x14 and 16x20 inches. Ask if you need something else.",
  },
  {
    question: "Do you ship internationally?",
    answer: "Yes. International shipping is available, and its cost is calculated at checkout.",
  },
] as const;

/** The FAQ as disclosure widgets (`<details>`), so it works without JavaScript. */
export function ContactFaq() {
  return (
    <section aria-labelledby="faq-heading" className="grid gap-8 lg:grid-cols-[1fr_2fr]">
      <div>
        <p className="eyebrow">Good to know</p>
        <h2 id="faq-heading" className="mt-3 text-3xl sm:text-4xl">
          Frequently asked questions
        </h2>
      </div>
      <div className="divide-y divide-line border-y border-line">
        {CONTACT_FAQ.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-base font-medium sm:text-lg [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="-mt-1 max-w-prose pb-5 leading-relaxed text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
