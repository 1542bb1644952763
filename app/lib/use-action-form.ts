import {
  type ComponentProps,
  createElement,
  type ReactNode,
  type Ref,
  type SubmitEvent,
  useRef,
  useState,
} from "react";
import {
  type FetcherWithComponents,
  Form as NavigationForm,
  useFetcher,
  useLocation,
  useNavigation,
} from "react-router";
import { BACK_TO_FIELD, type FlashToast } from "#core/flash.ts";
import { CONFIRM_FREE } from "#core/free-confirmation.ts";
import { type ToastInput, useToast } from "~/components/ui/toast.tsx";
import type { ActionFailure } from "./action-result.ts";
import { useFetcherResult } from "./admin/use-fetcher-result.ts";

/**
 * What an action built on `performAction` answers, as its form hears it: `Success` when it worked,
 * `Echo` either way (the intent, the typed values for a page rendered without JavaScript), and the
 * toast the action chose to say (`toast`), shown by the layout's one notification area.
 */
export type ActionAnswer<Success extends object = object, Echo extends object = object> =
  | ({ ok: true; intent?: string; toast?: FlashToast } & Success & Echo)
  | (ActionFailure & { intent?: string } & Echo);

/** The toast for an answer: fixed text, or chosen from what the action answered (none: no toast). */
type ToastFor<Answer> = ToastInput | ((answer: Answer) => ToastInput | undefined);

export interface ActionFormOptions<Success extends object> {
  /** The fetcher's key, when another component must see the same submission. */
  key?: string;
  /** The route whose action answers (default: the page's own): `/cart` from any page. */
  action?: string;
  /**
   * A post that goes on to another page (signing in or out, placing an order, paying by card):
   * `<ActionForm>` navigates, with and without JavaScript, and the page reads the refusal from its
   * `actionData`; pending while that post is on its way.
   */
  navigate?: boolean;
  /** The field errors to start with (a refusal the page was rendered with, without JavaScript). */
  initialErrors?: Record<string, string> | undefined;
  /**
   * Shown when the action succeeds. Prefer the action's own `toast` (it is said with and without
   * JavaScript); this is for what only the browser knows.
   */
  success?: ToastFor<{ ok: true; intent?: string } & Success>;
  /**
   * The failure toast's title and its words when the answer has none; `inForm`: no toast, the form
   * shows `refused` itself above its fields (a form in a modal dialog, where a toast would be drawn
   * beneath it).
   */
  failure?: { title?: string; fallback?: string; inForm?: boolean };
  onSuccess?: (answer: { ok: true; intent?: string } & Success) => void;
  onFailure?: (answer: ActionFailure & { intent?: string }) => void;
}

/** What `submit` sends: a form's data, or fields by name (a list is the field once per value). */
export type ActionFields = FormData | Record<string, string | number | Blob | readonly string[]>;

/** A refusal of the page's action heard by `submit`: its message, and the fields at fault. */
export class ActionRefused extends Error {
  readonly errors: Record<string, string>;
  constructor(message: string, errors: Record<string, string>) {
    super(message);
    this.errors = errors;
  }
}

/** A form's data as the browser would post it; files make it multipart. */
function formDataOf(fields: ActionFields): FormData {
  if (fields instanceof FormData) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values)
      form.append(name, entry instanceof Blob ? entry : String(entry as string | number));
  }
  return form;
}

const hasFile = (form: FormData) => [...form.values()].some((value) => value instanceof Blob);

type FormProps = Omit<ComponentProps<"form">, "method" | "action" | "encType"> & {
  /** "multipart/form-data" for a form with file inputs. */
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  /** Where the post goes (default: the recipe's `action`, else the page's own action). */
  action?: string;
  /** Where a post made without JavaScript comes back to (default: this page, as it is). */
  backTo?: string;
  children?: ReactNode;
};

/**
 * The one form recipe: a fetcher posting to the page's action (or to `action`), its pending state,
 * the field errors of the last answer, the form's refusal, and a single toast per answer (the
 * action's `toast` when it worked, its message when refused). `<ActionForm recipe={…}>` is its post
 * form, which works without JavaScript: it carries where to come back to (`backTo`), so the action
 * answers a plain post with a redirect and its toast in a flash cookie (core/flash.ts); with
 * JavaScript it posts through the fetcher without it and the action answers data. `submit` posts from
 * code and resolves with the answer (rejects with {@link ActionRefused}): the bulk uploader posts
 * one record per picture, in turn. Files make a post multipart.
 */
export function useActionForm<Success extends object = object>(
  options: ActionFormOptions<Success> = {},
) {
  const fetcher = useFetcher<ActionAnswer<Success>>(
    options.key === undefined ? undefined : { key: options.key },
  );
  const toast = useToast();
  const navigation = useNavigation();
  const [errors, setErrors] = useState<Record<string, string>>(() => ({
    ...options.initialErrors,
  }));
  // The last refusal this form heard, until it succeeds (for a form that shows it itself).
  const [refused, setRefused] = useState<ActionFailure>();
  // Answers are plain JSON (performAction's), so the serialized shape is the declared one.
  const data = fetcher.data as ActionAnswer<Success> | undefined;
  const waiting = useRef<((answer: ActionAnswer<Success>) => void) | null>(null);

  useFetcherResult({ state: fetcher.state, data }, (answer) => {
    const settle = waiting.current;
    waiting.current = null;
    settle?.(answer);
    const { success, failure, onSuccess, onFailure } = options;
    if (answer.ok) {
      setErrors({});
      setRefused(undefined);
      const text = typeof success === "function" ? success(answer) : success;
      const said = text ?? answer.toast;
      if (said) toast(said);
      onSuccess?.(answer);
      return;
    }
    setErrors({ ...answer.errors });
    // A save that needs the owner's yes is asked in the form (FormFreeQuestion), not refused.
    if (answer.errors[CONFIRM_FREE]) return;
    const message = answer.message || failure?.fallback || "";
    setRefused({ ok: false, message, errors: { ...answer.errors } });
    if (!failure?.inForm)
      toast({ title: failure?.title ?? "Error", description: message, variant: "destructive" });
    onFailure?.(answer);
  });

  const submit = (
    fields: ActionFields,
    to: { action?: string } = {},
  ): Promise<ActionAnswer<Success> & { ok: true }> => {
    const body = formDataOf(fields);
    body.delete(BACK_TO_FIELD);
    const action = to.action ?? options.action;
    return new Promise<ActionAnswer<Success>>((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(body, {
        method: "post",
        ...(action === undefined ? {} : { action }),
        ...(hasFile(body) ? { encType: "multipart/form-data" as const } : {}),
      });
    }).then((answer) => {
      if (!answer.ok) throw new ActionRefused(answer.message, answer.errors);
      return answer as ActionAnswer<Success> & { ok: true };
    });
  };

  const navigating =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (options.action === undefined || navigation.formAction === options.action);
  return {
    fetcher,
    submit,
    options: options as ActionFormOptions<object>,
    pending: options.navigate ? navigating : fetcher.state !== "idle",
    errors,
    setErrors,
    refused,
    answer: data,
  };
}

/** What `<ActionForm>` needs of its recipe: `useActionForm`'s answer. */
export interface ActionRecipe {
  fetcher: FetcherWithComponents<unknown>;
  submit: (fields: ActionFields, to?: { action?: string }) => Promise<unknown>;
  options: ActionFormOptions<object>;
  refused: ActionFailure | undefined;
}

/**
 * The recipe's post form: through its fetcher with JavaScript (the submitter's name and value
 * included, `backTo` left out, so the action answers data), and a plain post without it, carrying
 * `backTo` (this page, as it is) for the action's redirect back. A refusal is said above the
 * fields when the recipe shows refusals in the form (`failure.inForm`), unless a field already
 * says it, or the form says it in a place of its own (`ownRefusal`).
 */
export function ActionForm({
  recipe,
  action,
  backTo,
  children,
  onSubmit,
  encType,
  ownRefusal = false,
  ...props
}: FormProps & { recipe: ActionRecipe; ownRefusal?: boolean; ref?: Ref<HTMLFormElement> }) {
  const location = useLocation();
  const { fetcher, options, refused } = recipe;
  const to = action ?? options.action;
  if (options.navigate)
    return createElement(
      NavigationForm,
      { ...props, method: "post", ...(to === undefined ? {} : { action: to }), encType, onSubmit },
      children,
    );
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget, event.nativeEvent.submitter);
    // A refusal is heard by the recipe's own answer handling; nothing more to do with it here.
    recipe.submit(form, to === undefined ? {} : { action: to }).catch(() => {});
  };
  return createElement(
    fetcher.Form,
    {
      ...props,
      method: "post",
      ...(to === undefined ? {} : { action: to }),
      encType: encType ?? "application/x-www-form-urlencoded",
      onSubmit: send,
    },
    createElement("input", {
      type: "hidden",
      name: BACK_TO_FIELD,
      value: backTo ?? `${location.pathname}${location.search}`,
    }),
    options.failure?.inForm &&
      !ownRefusal &&
      refused?.message &&
      !Object.values(refused.errors).includes(refused.message)
      ? createElement(
          "p",
          {
            role: "alert",
            className: "rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800",
          },
          refused.message,
        )
      : null,
    children,
  );
}
