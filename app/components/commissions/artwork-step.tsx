import { Link } from "react-router";
import { PORTFOLIO_CATEGORIES } from "#core/art-categories.ts";
import {
  type CommissionAdminView,
  commissionArtworkDraft,
  FINISHED_STATUSES,
} from "#core/commissions.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field, SelectField } from "~/components/ui/field.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

type Draft = ReturnType<typeof commissionArtworkDraft>;

/** The artwork's words, prefilled from the commission's kind, medium and size. */
const ARTWORK_FIELDS: ReadonlyArray<FieldSpec<Draft>> = [
  { name: "title", label: "Title", value: (draft) => draft.title },
  { name: "medium", label: "Medium", value: (draft) => draft.medium },
  { name: "dimensions", label: "Dimensions", value: (draft) => draft.dimensions },
  { name: "altText", label: "Describe the photo (alt text)", value: (draft) => draft.altText },
  {
    name: "description",
    label: "Description",
    rows: 2,
    wide: true,
    value: (draft) => draft.description,
  },
];

/** A picture already on the site the owner may choose for the artwork. */
export interface PictureChoice {
  url: string;
  alt: string | null;
}

/**
 * The finished piece as a portfolio artwork, in one step: offered only for a
 * delivered or completed commission whose requester agreed to show it, with its fields
 * prefilled from the commission (never its private words or reference photos) and a photo
 * uploaded here or one of the site's pictures.
 */
export function ArtworkStep({
  commission,
  pictures,
  errors: initialErrors,
}: {
  commission: CommissionAdminView;
  pictures: readonly PictureChoice[];
  /** The field errors the page was drawn with (a refusal without JavaScript). */
  errors: Record<string, string> | undefined;
}) {
  const draft = commissionArtworkDraft(commission);
  const actionForm = useActionForm({
    key: "commission-artwork",
    initialErrors,
    success: { title: "Added to the portfolio" },
  });
  const { pending, errors } = actionForm;
  return (
    <Card as="section" padding="p-5" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading" className="text-2xl">
        Portfolio
      </h2>
      {commission.artworkId !== null ? (
        <p className="mt-2" data-testid="commission-artwork">
          The finished piece is in the portfolio (artwork {commission.artworkId}).{" "}
          <Link to="/admin/portfolio" className="underline underline-offset-2">
            Edit it in Portfolio
          </Link>
        </p>
      ) : !commission.consentToShow ? (
        <p className="mt-2 text-ink-soft">
          The requester did not agree to show this piece, so it cannot go in the portfolio.
        </p>
      ) : !FINISHED_STATUSES.includes(commission.status) ? (
        <p className="mt-2 text-ink-soft">
          The requester agreed to show the finished piece: once it is delivered, you can add it to
          the portfolio here.
        </p>
      ) : (
        <ActionForm
          recipe={actionForm}
          encType="multipart/form-data"
          className="mt-3 grid gap-4 sm:grid-cols-2"
          aria-busy={pending || undefined}
        >
          <p className="col-span-full text-sm text-ink-soft">
            The reference photos stay private: add a photo of the finished piece.
          </p>
          <FieldTable
            fields={ARTWORK_FIELDS}
            values={draft}
            errors={errors}
            className="col-span-full sm:grid-cols-2"
          />
          <SelectField
            name="category"
            label="Category"
            defaultValue={draft.category}
            error={errors.category}
          >
            {Object.entries(PORTFOLIO_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <Field
            name="photo"
            type="file"
            label="Photo of the finished piece"
            accept="image/jpeg,image/png,image/webp,image/avif"
            error={errors.photo ?? errors.imageUrl}
          />
          {pictures.length > 0 && (
            <fieldset className="col-span-full">
              <legend className="mb-1.5 text-sm font-medium">Or choose one of your pictures</legend>
              <ul className="flex flex-wrap gap-3">
                {pictures.map((picture, index) => (
                  <li key={picture.url}>
                    <label className="flex flex-col items-center gap-1 text-sm">
                      <img
                        src={picture.url}
                        alt={picture.alt || `Picture ${index + 1}`}
                        className="h-20 w-20 rounded object-cover"
                      />
                      <input type="radio" name="imageUrl" value={picture.url} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <SubmitButton
            pending={pending}
            busyLabel="Adding..."
            name="intent"
            value="artwork"
            className="btn-primary justify-self-start"
          >
            Add to the portfolio
          </SubmitButton>
        </ActionForm>
      )}
    </Card>
  );
}
