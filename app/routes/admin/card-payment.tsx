import { redirect } from "react-router";
import { safeAdminPath } from "#core/admin-path.ts";
import { formValues, performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/card-payment";

export function loader() {
  return redirect("/admin/orders");
}

/**
 * The owner dealt with a kept card payment (the capability behind
 * `POST /api/admin/payments/{id}/resolve`); back to the page the notice was on.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const form = await formValues(request);
  return performAction(async () => {
    await caller.capabilities.payments.resolveCardPayment(caller, params.id, form);
    throw redirect(safeAdminPath(form.back));
  });
}

/**
 * Never shown (the loader redirects): a page route rather than a resource route, so that without a
 * session the admin layout's guard answers with the sign-in form, as on every admin page.
 */
export default function CardPayment() {
  return null;
}
