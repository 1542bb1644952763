import { data, redirect } from "react-router";
import { LoginForm } from "~/components/admin/login-form.tsx";
import { appContext } from "~/lib/app-context.ts";
import { ownerSessionCookie, safeAdminPath } from "~/lib/cookies.ts";
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

/** Signs the owner in (the same service and throttle as `POST /api/admin/login`). */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, secure, clientAddress } = context.get(appContext);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const redirectTo = safeAdminPath(form.get("redirectTo"));
  try {
    const { token } = await services.auth.login(password, clientAddress);
    return redirect(redirectTo, { headers: { "Set-Cookie": ownerSessionCookie(token, secure) } });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 429) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      return data(
        { error: (error as Error).message, redirectTo },
        { status, ...(headers ? { headers } : {}) },
      );
    }
    throw error;
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      redirectTo={actionData?.redirectTo ?? "/admin"}
      {...(actionData?.error ? { error: actionData.error } : {})}
    />
  );
}
