import { redirect } from "react-router";
import { appContext } from "~/lib/app-context.ts";
import { clearOwnerSessionCookies } from "~/lib/cookies.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

/** Ends the owner's session on the server and removes the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const { services, ownerToken } = context.get(appContext);
  await services.auth.logout(ownerToken);
  const headers = new Headers();
  for (const cookie of clearOwnerSessionCookies()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login", { headers });
}
