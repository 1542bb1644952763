import { redirect } from "react-router";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

/** Ends the owner's session on the server and removes the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { setCookies } = await caller.capabilities.auth.signOut(caller);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login", { headers });
}
