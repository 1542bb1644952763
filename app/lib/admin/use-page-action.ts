import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionAnswer } from "../use-action-form.ts";
import { useFetcherResult } from "./use-fetcher-result.ts";

/** A refusal of the page's action: its message, and the fields at fault. */
export class ActionRefused extends Error {
  readonly errors: Record<string, string>;
  constructor(message: string, errors: Record<string, string>) {
    super(message);
    this.errors = errors;
  }
}

/**
 * Posts to the page's own action from code that waits for each answer in turn (the bulk
 * uploader, which makes one record per picture once its upload is done): a fetcher, so the write
 * goes through the page's action like any form there, and a promise that settles with its answer
 * (rejected with {@link ActionRefused} when refused). One post at a time.
 */
export function usePageAction<Success extends object = object>() {
  const fetcher = useFetcher<ActionAnswer<Success>>();
  const waiting = useRef<((answer: ActionAnswer<Success>) => void) | null>(null);
  useFetcherResult(fetcher, (answer) => {
    const settle = waiting.current;
    waiting.current = null;
    settle?.(answer);
  });
  return async (fields: Record<string, string | readonly string[]>) => {
    // A list is its field sent once per value, as a form sends it (formInput reads it back).
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const entry of typeof value === "string" ? [value] : value) form.append(name, entry);
    const answer = await new Promise<ActionAnswer<Success>>((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(form, { method: "post" });
    });
    if (!answer.ok) throw new ActionRefused(answer.message, answer.errors);
    return answer;
  };
}
