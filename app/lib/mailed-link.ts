import type { RouterContextProvider } from "react-router";
import { performAction } from "./action-result.ts";
import { type AppContext, appContext } from "./app-context.ts";

/**
 * The title of a page opened from a link in a mail (confirm, unsubscribe, forget a request), kept
 * out of search: its address carries the reader's own token.
 */
export const mailedLinkMeta = (title: string) => () => [
  { title },
  { name: "robots", content: "noindex" },
];

/** Nothing is read or changed by opening the link: a GET shows the button only. */
export const buttonOnly = () => null;

/** The button's post: `act` on the link's token, answered `{ done: true }` when it is done. */
export const tokenAction =
  (act: (caller: AppContext, input: { token: string }) => Promise<unknown>) =>
  ({
    context,
    params,
  }: {
    context: Readonly<RouterContextProvider>;
    params: { token: string };
  }) => {
    const caller = context.get(appContext);
    return performAction(async () => {
      await act(caller, { token: params.token });
      return { done: true };
    });
  };
