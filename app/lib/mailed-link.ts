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

/**
 * What a confirmation link is (ready, run out, unknown), read only: opening the link confirms
 * nothing, because mail scanners open every link in a message; the button's POST does. Always a
 * 200: after the button's post the page is drawn again with this loader, and the action's own
 * status (410 for a spent link) must be the one the answer keeps.
 */
export const linkStateLoader =
  <State>(of: (services: AppContext["services"]) => { linkState(token: string): Promise<State> }) =>
  async ({
    context,
    params,
  }: {
    context: Readonly<RouterContextProvider>;
    params: { token: string };
  }) => ({
    state: await of(context.get(appContext).services).linkState(params.token),
  });

/**
 * A confirmation page's refusal, said under the page without JavaScript, and the link's state as the
 * page shows it: a refused post means the link does not work, whatever it was when opened.
 */
export function answeredLink<State extends string, Answer extends { ok: boolean }>(
  state: State,
  answer: Answer | undefined,
) {
  const refused = answer?.ok === false ? (answer as Extract<Answer, { ok: false }>) : undefined;
  return { refused, state: refused ? ("unknown" as const) : state };
}
