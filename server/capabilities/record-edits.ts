import type { z } from "zod";
import { rowIdOrNotFound } from "#core/ids.ts";
import type { Services } from "../services/index.ts";
import { type Caller, parse } from "./caller.ts";

/** How one kind of record is edited: its two schemas, and its name in "… not found". */
export interface RecordKind {
  create: z.ZodType;
  update: z.ZodType;
  what: string;
  /** Refuses a parsed create or update the owner must confirm first (core/free-confirmation.ts). */
  confirm?: (input: never) => void;
}

type Named<Kinds> = keyof Kinds & string;

/** The service methods an area offers for each kind `N`: `createN`, `updateN`, `deleteN`. */
type RecordService<Kinds extends Record<string, RecordKind>> = {
  [N in Named<Kinds> as `create${N}`]: (input: z.output<Kinds[N]["create"]>) => Promise<number>;
} & {
  [N in Named<Kinds> as `update${N}`]: (
    id: number,
    input: z.output<Kinds[N]["update"]>,
  ) => Promise<void>;
} & {
  [N in Named<Kinds> as `delete${N}`]: (id: number) => Promise<void>;
};

/** The capabilities of the same names: the new id, the updated id, nothing. */
type RecordEdits<Kinds extends Record<string, RecordKind>> = {
  [N in Named<Kinds> as `create${N}`]: (caller: Caller, input: unknown) => Promise<number>;
} & {
  [N in Named<Kinds> as `update${N}`]: (
    caller: Caller,
    id: unknown,
    input: unknown,
  ) => Promise<number>;
} & {
  [N in Named<Kinds> as `delete${N}`]: (caller: Caller, id: unknown) => Promise<void>;
};

/** The same, as the loop below builds them by name. */
type Methods<First extends unknown[]> = Record<
  string,
  (...args: [...First, ...unknown[]]) => unknown
>;

/**
 * The owner's create, update and delete of each kind of record in an area, one table for all of
 * them: `createN` parses its input; `updateN` and `deleteN` refuse an id that cannot be a row
 * (404 "`what` not found") before anything else, then parse (and ask for the kind's confirmation),
 * then call the service's method of the same name. So every kind of record is edited by the same rules through either door.
 */
export function recordEdits<Kinds extends Record<string, RecordKind>>(
  serviceOf: (services: Services) => RecordService<Kinds>,
  kinds: Kinds,
): RecordEdits<Kinds> {
  const edits: Methods<[Caller]> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const idOf = (id: unknown) => rowIdOrNotFound(id, `${kind.what} not found`);
    const service = (caller: Caller) => serviceOf(caller.services) as unknown as Methods<[]>;
    const checked = (schema: z.ZodType, input: unknown) => {
      const value = parse(schema, input);
      kind.confirm?.(value as never);
      return value;
    };
    edits[`create${name}`] = (caller, input) =>
      service(caller)[`create${name}`]!(checked(kind.create, input));
    edits[`update${name}`] = async (caller, id, input) => {
      const rowId = idOf(id);
      await service(caller)[`update${name}`]!(rowId, checked(kind.update, input));
      return rowId;
    };
    edits[`delete${name}`] = (caller, id) => service(caller)[`delete${name}`]!(idOf(id));
  }
  return edits as unknown as RecordEdits<Kinds>;
}
