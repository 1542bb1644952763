import type { Caller } from "../../server/capabilities/index.ts";
import { formInput, performIntent } from "./action-result.ts";
import type { AppContext } from "./app-context.ts";

type Input = ReturnType<typeof formInput>;

/** The capabilities behind one kind of row (capabilities/record-edits.ts). */
interface RowDoors {
  create: (caller: Caller, input: unknown) => Promise<unknown>;
  update: (caller: Caller, id: unknown, input: unknown) => Promise<unknown>;
  remove: (caller: Caller, id: unknown) => Promise<unknown>;
}

/**
 * The forms of one ordered list's rows, by intent: `{row}-create`, `-update` and `-delete` (the
 * form's `id` names the row), and `{row}-reorder`, the whole `list` in its new order in one
 * transaction (the same as `PUT /api/admin/{list}/order`).
 */
export function rowIntents(
  caller: AppContext,
  input: Input,
  row: string,
  list: string,
  doors: RowDoors,
) {
  return {
    [`${row}-create`]: () => doors.create(caller, input),
    [`${row}-update`]: () => doors.update(caller, input.id, input),
    [`${row}-delete`]: () => doors.remove(caller, input.id),
    [`${row}-reorder`]: () => caller.capabilities.content.reorder(caller, list, input),
  };
}

/**
 * Runs a rows page's form through its intent table, echoing the row's `id` so that the page
 * knows which row the answer is for.
 */
export async function performRowIntent(
  request: Request,
  table: (input: Input) => Record<string, () => Promise<unknown>>,
) {
  const input = formInput(await request.formData());
  const { id } = input;
  return performIntent(input, table(input), { echo: { id: typeof id === "string" ? id : "" } });
}
