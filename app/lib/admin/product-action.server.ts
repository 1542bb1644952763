import { formInput, performIntent } from "../action-result.ts";
import type { AppContext } from "../app-context.ts";

/**
 * The product forms of the admin pages (Products, and the products card on Portfolio): edit,
 * display order, stock, availability and delete, through the capabilities behind
 * `PATCH`/`DELETE /api/admin/products/{id}`, given the form as it came (the schema reads it).
 */
export async function productAction(source: Request | FormData, caller: AppContext) {
  const input = formInput(source instanceof FormData ? source : await source.formData());
  const { content } = caller.capabilities;
  const update = () => content.updateProduct(caller, input.id, input);
  return performIntent(input, {
    // The edit form lists every image it keeps: one listing none means none (and is refused).
    edit: () => content.updateProduct(caller, input.id, { imageUrls: [], ...input }),
    order: update,
    availability: update,
    stock: update,
    delete: () => content.deleteProduct(caller, input.id),
  });
}
