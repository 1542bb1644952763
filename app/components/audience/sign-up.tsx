import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * What the audience's two sign-up forms share (the mailing list's and "tell me when it is
 * available"): the form and its recipe, an address, a ticked-by-hand consent line, each with its
 * refusal beside it, and below them the refusal that names neither field or the one message every
 * address gets.
 */
type Recipe = Pick<
  ReturnType<typeof useActionForm<{ message: string }>>,
  "errors" | "answer" | "refused"
>;

/**
 * A sign-up form's recipe: its refusals are said in the form, and it is emptied once it worked;
 * `id(field)` makes the form's ids from its `key`.
 */
export function useSignUp(key: string) {
  const form = useRef<HTMLFormElement>(null);
  const recipe = useActionForm<{ message: string }>({
    key,
    failure: { inForm: true },
    onSuccess: () => form.current?.reset(),
  });
  return { form, recipe, id: (field: string) => `${key}-${field}` };
}

type SignUp = ReturnType<typeof useSignUp>;

/**
 * A sign-up form posting to `action`, the page that also draws its answer without JavaScript;
 * labelled by its title (`id("title")`), and the outcome said below its fields.
 */
export function SignUpForm({
  signUp: { form, recipe, id },
  action,
  className,
  testId,
  children,
}: {
  signUp: SignUp;
  action: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ActionForm
      recipe={recipe}
      ownRefusal
      ref={form}
      action={action}
      noValidate
      aria-labelledby={id("title")}
      aria-busy={recipe.pending || undefined}
      className={className}
      data-testid={testId}
    >
      {children}
      <SignUpOutcome recipe={recipe} />
    </ActionForm>
  );
}

/**
 * The address input, labelled for screen readers only, in a row with what the form sets beside it
 * (its button), and its refusal under them; the sign-up's `id(field)` makes its ids.
 */
export function EmailInput({
  signUp: {
    id,
    recipe: { errors },
  },
  className,
  children,
}: {
  signUp: SignUp;
  className: string;
  children?: ReactNode;
}) {
  const input = (
    <input
      id={id("email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.org"
      aria-invalid={errors.email ? true : undefined}
      aria-describedby={errors.email ? id("email-error") : undefined}
      className={className}
    />
  );
  return (
    <>
      <label htmlFor={id("email")} className="sr-only">
        Your e-mail address
      </label>
      {children ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {input}
          {children}
        </div>
      ) : (
        input
      )}
      <FieldError id={id} field="email" errors={errors} />
    </>
  );
}

/** A field's refusal, said under it and named by the field's `aria-describedby`. */
function FieldError({
  id,
  field,
  errors,
}: {
  id: (field: string) => string;
  field: string;
  errors: Recipe["errors"];
}) {
  if (!errors[field]) return null;
  return (
    <p id={id(`${field}-error`)} className="text-sm text-red-700">
      {errors[field]}
    </p>
  );
}

/** The unticked consent box in `text`'s words, with its refusal. */
export function ConsentBox({
  signUp: {
    id,
    recipe: { errors },
  },
  text,
}: {
  signUp: SignUp;
  text: ReactNode;
}) {
  return (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="consent"
          className="mt-1"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? id("consent-error") : undefined}
        />
        <span>{text}</span>
      </label>
      <FieldError id={id} field="consent" errors={errors} />
    </>
  );
}

/** The fields these forms say a refusal beside; any other refusal is said below the button. */
const FIELDS = new Set(["email", "consent"]);

/** Below the button: a refusal said beside no field, or the answer's one message. */
function SignUpOutcome({ recipe }: { recipe: Recipe }) {
  const { refused, answer } = recipe;
  return (
    <>
      {refused && Object.keys(refused.errors).filter((name) => FIELDS.has(name)).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {refused.message}
        </p>
      )}
      {answer?.ok && (
        <p role="status" className="flex gap-2 text-sm text-emerald-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          {answer.message}
        </p>
      )}
    </>
  );
}
