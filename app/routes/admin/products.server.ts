import { formInput, performIntent } from "~/lib/action-result.ts";
import { productIntents } from "~/lib/admin/product-action.server.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { products: await services.catalog.listProducts() };
}

/** Every product form of the page (create, edit, order, stock, delete …): one intent table. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = formInput(await request.formData());
  return performIntent(input, productIntents(input, context.get(appContext)));
}
