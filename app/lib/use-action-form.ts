import { useState } from "react";
import { useFetcher } from "react-router";
import { CONFIRM_FREE } from "#core/free-confirmation.ts";
import { type ToastInput, useToast } from "~/components/ui/toast.tsx";
import type { ActionFailure } from "./action-result.ts";
import { useFetcherResult } from "./admin/use-fetcher-result.ts";

/**
 * What an action built on `performAction` answers, as its form hears it: `Success` when it worked,
 * `Echo` either way (the intent, the typed values for a page rendered without JavaScript).
 */
export type ActionAnswer<Success extends object = object, Echo extends object = object> =
  | ({ ok: true; intent?: string } & Success & Echo)
  | (ActionFailure & { intent?: string } & Echo);

/** The toast for an answer: fixed text, or chosen from what the action answered (none: no toast). */
type ToastFor<Answer> = ToastInput | ((answer: Answer) => ToastInput | undefined);

export interface ActionFormOptions<Success extends object> {
  /** The fetcher's key, when another component must see the same submission. */
  key?: string;
  /** The field errors to start with (a refusal the page was rendered with, without JavaScript). */
  initialErrors?: Record<string, string> | undefined;
  /** Shown when the action succeeds (none by default: the page shows the change). */
  success?: ToastFor<{ ok: true; intent?: string } & Success>;
  /**
   * The failure toast's title and its words when the answer has none; `inForm`: no toast, the form
   * shows `refused` itself (a form in a modal dialog, where a toast would be drawn beneath it).
   */
  failure?: { title?: string; fallback?: string; inForm?: boolean };
  onSuccess?: (answer: { ok: true; intent?: string } & Success) => void;
  onFailure?: (answer: ActionFailure & { intent?: string }) => void;
}

/**
 * The one form recipe: a fetcher posting to the page's action, its pending state, the
 * field errors of the last answer and a single toast per answer (the success toast when asked for,
 * the action's message when refused). Without JavaScript the same answer reaches the page as its
 * `actionData`, shown by `<ActionNotice>`.
 */
export function useActionForm<Success extends object = object>(
  options: ActionFormOptions<Success> = {},
) {
  const fetcher = useFetcher<ActionAnswer<Success>>(
    options.key === undefined ? undefined : { key: options.key },
  );
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>(() => ({
    ...options.initialErrors,
  }));
  // The last refusal this form heard, until it succeeds (for a form that shows it itself).
  const [refused, setRefused] = useState<ActionFailure>();
  // Answers are plain JSON (performAction's), so the serialized shape is the declared one.
  const data = fetcher.data as ActionAnswer<Success> | undefined;

  useFetcherResult({ state: fetcher.state, data }, (answer) => {
    const { success, failure, onSuccess, onFailure } = options;
    if (answer.ok) {
      setErrors({});
      setRefused(undefined);
      const text = typeof success === "function" ? success(answer) : success;
      if (text) toast(text);
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

  return {
    fetcher,
    pending: fetcher.state !== "idle",
    errors,
    setErrors,
    refused,
    answer: data,
  };
}
