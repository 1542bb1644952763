import { ExternalLink, TriangleAlert } from "lucide-react";
import { LEGAL_PAGES, type LegalKey, type LegalTexts } from "#core/legal-pages.ts";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";

/**
 * One text area a legal page, named as the settings schema reads it (`legal.privacy`), with a link
 * to the page and whether it still shows its starting text.
 */
const legalFields = (starting: LegalKey[]): ReadonlyArray<FieldSpec<LegalTexts>> =>
  LEGAL_PAGES.map((page) => ({
    name: `legal.${page.key}`,
    label: page.title,
    rows: 12,
    spellCheck: true,
    controlClassName: "field-input font-mono text-sm leading-relaxed aria-invalid:border-red-700",
    value: (texts) => texts[page.key],
    hint: (
      <span className="flex flex-wrap items-center gap-x-3">
        <NewTabLink
          href={page.path}
          className="inline-flex items-center gap-1 text-accent-deep underline underline-offset-4"
        >
          View {page.path}
          <ExternalLink className="size-3.5" aria-hidden />
        </NewTabLink>
        {starting.includes(page.key) && <span>Starting text, not yet reviewed</span>}
      </span>
    ),
  }));

/**
 * The legal pages' Markdown, one text area each with a link to the page, and (while any page still
 * shows its starting text) the reminder to review it: shown here only, never on the public page.
 */
export function LegalFields({
  texts,
  starting,
  errors,
}: {
  texts: LegalTexts;
  starting: LegalKey[];
  errors: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-6">
      {starting.length > 0 && (
        <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">Please review the starting texts.</strong> They are
            written for a small UK art business that sells originals, prints, cards and games and is
            paid by invoice, and they use your profile's name, e-mails and business address. They
            are not legal advice: check that they say what you do (dispatch times, who delivers, how
            long you keep messages), change what does not, and save. Pages still showing theirs:{" "}
            {LEGAL_PAGES.filter((page) => starting.includes(page.key))
              .map((page) => page.title)
              .join(", ")}
            .
          </p>
        </div>
      )}
      <p className="text-sm text-ink-soft">
        Written in Markdown: a blank line between paragraphs, <code>## </code> before a heading,{" "}
        <code>- </code> before each point of a list, <code>**bold**</code> and{" "}
        <code>[words](https://…)</code> for a link. HTML is shown as typed. Empty a text to go back
        to its starting text.
      </p>
      <FieldTable fields={legalFields(starting)} values={texts} errors={errors} />
    </div>
  );
}
