import { parseRowId } from "../ids.ts";
import { formList } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

const IDS = "List the ids in their new order";

/** The most rows one reorder may name (far above any gallery; a bound on the work asked). */
export const MAX_REORDER = 5_000;

/**
 * `PUT /api/admin/{list}/order` and the pages' `reorder` forms: `ids`, every member of the list
 * in its new order, as JSON numbers or a form's field sent once per id.
 */
export const ReorderSchema = z.object({
  ids: formList(
    z.union([z.number(), z.string()], { error: IDS }).transform((value, context) => {
      const id = parseRowId(value);
      if (id === undefined) context.addIssue({ code: "custom", message: IDS });
      return id ?? 0;
    }),
  ).pipe(
    z
      .array(z.number(), { error: IDS })
      .min(1, IDS)
      .max(MAX_REORDER, `At most ${MAX_REORDER} ids at a time`),
  ),
});
