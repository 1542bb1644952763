import { productAction } from "~/lib/admin/product-action.server.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { products: await services.catalog.listProducts() };
}

/** Edits one product (the same service as `PATCH`/`DELETE /api/admin/products/{id}`). */
export const action = ({ request, context }: Route.ActionArgs) =>
  productAction(request, context.get(appContext));
