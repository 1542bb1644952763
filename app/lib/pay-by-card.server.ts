import type { ActionFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { performAction } from "./action-result.ts";
import { appContext } from "./app-context.ts";

/**
 * The order page's action: "Pay by card" (the capability behind `POST /api/orders/{n}/payment`),
 * answered with a redirect to Stripe's page, or the refusal for the page to show.
 */
export async function payByCardAction({ params, context }: ActionFunctionArgs) {
  const caller = context.get(appContext);
  return performAction(async () => {
    const { url } = await caller.capabilities.payments.payByCard(caller, params.orderNumber ?? "");
    throw redirect(url);
  });
}
