import type { RouterContextProvider } from "react-router";
import { formInput, performAction } from "./action-result.ts";
import { type AppContext, appContext } from "./app-context.ts";

/**
 * The action of a page every sign-up form posts to (the mailing list's, "tell me when it is
 * available"): `act` on the form as it came, answered with `message`, the one message every
 * address gets.
 */
export const signUpAction =
  (
    act: (caller: AppContext, input: Record<string, unknown>) => Promise<unknown>,
    message: string,
  ) =>
  async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const caller = context.get(appContext);
    const input = formInput(await request.formData());
    return performAction(async () => {
      await act(caller, input);
      return { message };
    });
  };
