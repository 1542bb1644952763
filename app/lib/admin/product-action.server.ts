import { formValues, performAction } from "../action-result.ts";
import type { AppContext } from "../app-context.ts";

/**
 * The product forms of the admin pages (Products, and the products card on Portfolio): edit,
 * display order, stock, availability and delete, through the capabilities behind
 * `PATCH`/`DELETE /api/admin/products/{id}`.
 */
export async function productAction(source: Request | FormData, caller: AppContext) {
  const form = source instanceof FormData ? source : await source.formData();
  const { content } = caller.capabilities;
  const values = await formValues(form);
  const intent = values.intent;
  const input =
    intent === "order"
      ? { order: values.order ?? "" }
      : intent === "availability"
        ? { isAvailable: values.isAvailable === "true" }
        : intent === "stock"
          ? { stock: values.stock ?? "" }
          : {
              name: values.name ?? "",
              category: values.category ?? "",
              price: values.price ?? "",
              description: values.description ?? "",
              imageUrls: form.getAll("imageUrls").map(String),
              // Sent only for Snap Playing Cards; without it the pack keeps its edition.
              ...(values.subcategory ? { subcategory: values.subcategory } : {}),
            };
  return performAction(async () => {
    if (intent === "delete") await content.deleteProduct(caller, values.id);
    else await content.updateProduct(caller, values.id, input);
    return {};
  });
}
