import type { AppContext } from "../app-context.ts";

/**
 * The product forms of the admin pages (Products, New Product, and the products card on
 * Portfolio) as intent table entries: create, edit, display order, stock, availability, reorder
 * and delete, through the capabilities behind `/api/admin/products`, given the form as it came
 * (the schema reads it).
 */
export function productIntents(input: Record<string, unknown>, caller: AppContext) {
  const { content } = caller.capabilities;
  const update = () => content.updateProduct(caller, input.id, input);
  return {
    // The new product's id, for the page that goes on to show it.
    create: async () => ({ productId: await content.createProduct(caller, input) }),
    // The edit form lists every image it keeps: one listing none means none (and is refused).
    edit: () => content.updateProduct(caller, input.id, { imageUrls: [], ...input }),
    order: update,
    availability: update,
    stock: update,
    reorder: () => content.reorder(caller, "products", input),
    delete: () => content.deleteProduct(caller, input.id),
  };
}
