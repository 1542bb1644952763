import { data } from "react-router";
import { clientError, zodFieldErrors } from "#core/form-errors.ts";
import { parseRowId } from "#core/ids.ts";
import { ProductUpdateSchema } from "#core/schemas/admin-content.ts";
import type { Services } from "../../../server/services/index.ts";

/** What a product form in admin hears back. */
export type ProductActionResult =
  | { ok: true }
  | { ok: false; message: string; errors?: Record<string, string> };

/**
 * The product forms of the admin pages (Products, and the products card on Portfolio): edit,
 * display order, stock, availability and delete, through the same services as
 * `PATCH`/`DELETE /api/admin/products/{id}`.
 */
export async function productAction(request: Request, services: Services) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  // Not a possible id: 0, which no row has, so the service answers "not found".
  const id = parseRowId(form.get("id")) ?? 0;
  const input =
    intent === "order"
      ? { order: String(form.get("order") ?? "") }
      : intent === "availability"
        ? { isAvailable: form.get("isAvailable") === "true" }
        : intent === "stock"
          ? { stock: String(form.get("stock") ?? "") }
          : {
              name: String(form.get("name") ?? ""),
              category: String(form.get("category") ?? ""),
              price: String(form.get("price") ?? ""),
              description: String(form.get("description") ?? ""),
              imageUrls: form.getAll("imageUrls").map(String),
            };
  try {
    if (intent === "delete") {
      await services.content.deleteProduct(id);
      return { ok: true } satisfies ProductActionResult;
    }
    const parsed = ProductUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      return data<ProductActionResult>(
        { ok: false, message: Object.values(errors)[0] ?? "Check the form", errors },
        { status: 400 },
      );
    }
    await services.content.updateProduct(id, parsed.data);
    return { ok: true } satisfies ProductActionResult;
  } catch (error) {
    const refusal = clientError(error);
    if (!refusal) throw error;
    return data<ProductActionResult>(
      { ok: false, message: refusal.message },
      { status: refusal.status },
    );
  }
}
