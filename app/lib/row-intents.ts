import type { FlashToast } from "#core/flash.ts";
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

/** What the owner is told once a row is added, saved or removed (the action's toasts). */
export interface RowWords {
  added: FlashToast;
  saved: string;
  removed: string;
}

/** `run`, answered with `toast` beside what it returns. */
const saying = (run: () => Promise<unknown>, toast: FlashToast) => async () => {
  const value = await run();
  return { ...(typeof value === "object" && value !== null ? value : {}), toast };
};

/**
 * The forms of one ordered list's rows, by intent: `{row}-create`, `-update` and `-delete` (the
 * form's `id` names the row), and `{row}-reorder`, the whole `list` in its new order in one
 * transaction (the same as `PUT /api/admin/{list}/order`). Adding, saving and removing say
 * `words` in their toast.
 */
export function rowIntents(
  caller: AppContext,
  input: Input,
  row: string,
  list: string,
  doors: RowDoors,
  words: RowWords,
) {
  return {
    [`${row}-create`]: saying(() => doors.create(caller, input), words.added),
    [`${row}-update`]: saying(() => doors.update(caller, input.id, input), { title: words.saved }),
    [`${row}-delete`]: saying(() => doors.remove(caller, input.id), {
      title: "Removed",
      description: words.removed,
    }),
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
