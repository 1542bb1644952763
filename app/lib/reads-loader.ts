import type { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "./app-context.ts";

/** Each read's answer under the read's name. */
type Answers<Reads> = { [Name in keyof Reads]: Awaited<Reads[Name]> };

/**
 * A page's loader that is only reads of the services: they run side by side, and the page gets each
 * answer under its read's name, as `Promise.all` would give them by position. A read may also be a
 * plain value, handed on as it is.
 */
export const readsLoader =
  <Reads extends Record<string, unknown>>(reads: (services: AppContext["services"]) => Reads) =>
  async ({ context }: { context: Readonly<RouterContextProvider> }): Promise<Answers<Reads>> => {
    const named = Object.entries(reads(context.get(appContext).services));
    const answers = await Promise.all(named.map(([, read]) => read));
    return Object.fromEntries(
      named.map(([name], index) => [name, answers[index]]),
    ) as Answers<Reads>;
  };
