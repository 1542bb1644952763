import { redirect } from "react-router";
import { safeAdminPath } from "#core/admin-path.ts";
import { LoginForm } from "~/components/admin/login-form.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { Route } from "./+types/login";

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, ownerToken } = context.get(appContext);
  if (await services.auth.isValidSession(ownerToken)) {
    throw redirect(safeAdminPath(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

/** Signs the owner in (the capability and throttle behind `POST /api/admin/login`). */
export async function action({ context, request }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  const redirectTo = safeAdminPath(input.redirectTo);
  return performIntent(
    input,
    {
      "sign-in": async () => {
        const { setCookies } = await caller.capabilities.auth.signIn(caller, input);
        const headers = new Headers();
        for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
        throw redirect(redirectTo, { headers });
      },
    },
    { echo: { redirectTo } },
  );
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      redirectTo={actionData?.redirectTo ?? "/admin"}
      {...(actionData?.ok === false ? { error: actionData.message } : {})}
    />
  );
}
