import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION } from "../backup-format.ts";
import { MEDIA_KEY_PATTERN, MEDIA_MIMES, MEDIA_SECTION_NAMES } from "../media-files.ts";
import { z } from "./zod-setup.ts";

/** A column's name, as every table of the schema spells them (checked against the database too). */
const columnName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, "Not a column name an Easel backup holds");

/** What a column may hold in `backup.json`: text, a finite number, true/false or null. */
const value = z.union([z.string(), z.number().refine(Number.isFinite), z.boolean(), z.null()], {
  error: "A value must be text, a number, true/false or null",
});

const row = z.record(columnName, value);

/**
 * A stored image's record: its key, type and section name the files a restore writes and reads,
 * so each must be one the media pipeline makes (core/media-files.ts).
 */
const mediaFields = z.looseObject({
  key: z.string().regex(MEDIA_KEY_PATTERN, "An image key must be 32 hexadecimal digits"),
  mime: z.enum(MEDIA_MIMES, { error: `An image type must be one of ${MEDIA_MIMES.join(", ")}` }),
  section: z.enum(MEDIA_SECTION_NAMES, {
    error: `An image section must be one of ${MEDIA_SECTION_NAMES.join(", ")}`,
  }),
});
const mediaAssetRow = row.superRefine((value, ctx) => {
  for (const issue of mediaFields.safeParse(value).error?.issues ?? [])
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

const tables = Object.fromEntries(
  BACKUP_TABLES.map((table) => [
    table,
    z.array(table === "media_assets" ? mediaAssetRow : row).optional(),
  ]),
) as Record<(typeof BACKUP_TABLES)[number], z.ZodOptional<z.ZodArray<typeof row>>>;

/**
 * `backup.json`: the format and version this Easel writes, and rows of known tables only (an
 * unknown table is refused, never passed to SQL).
 */
export const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: "This is not an Easel backup" }),
  version: z.literal(BACKUP_VERSION, {
    error: `This backup's version is not one this Easel reads (it reads version ${BACKUP_VERSION})`,
  }),
  createdAt: z.string().max(40),
  tables: z.strictObject(tables, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown table ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}`
        : "tables must be an object",
  }),
});

export type BackupData = z.infer<typeof BackupSchema>;
