import { CODE_PATTERN, DISCOUNT_KINDS, normaliseCode } from "../discounts.ts";
import { parseRowId } from "../ids.ts";
import { count } from "./count-field.ts";
import { blankAsAbsent, formBoolean, formList } from "./form-fields.ts";
import { DECIMAL_PRICE, MAX_PRICE, minorUnitsOf, price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

const CODE = "A code is 3 to 32 letters and digits, like SPRING10";
const KIND = "Choose percent, amount or free-shipping";
const PERCENT = "A percentage off is a whole number from 1 to 100";
const AMOUNT = "Enter an amount off like 5.00";
const ID = "Choose products and collections from the lists";
const DATE = "Enter a date like 2026-12-01 or a time like 2026-12-01T09:00:00Z";
const LIMIT = "A usage limit is a whole number of 1 or more (leave it empty for no limit)";

/** "" and null read as absent. */
const absent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const ids = formList(
  z
    .union([z.number(), z.string()], { error: ID })
    .transform((value) => parseRowId(value) ?? Number.NaN)
    .refine((value) => !Number.isNaN(value), ID),
);

/** A day ("2026-12-01", its start, UTC) or an instant, read into an ISO instant. */
const instant = z
  .string({ error: DATE })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value), DATE)
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
  .refine((date) => !Number.isNaN(date.getTime()), DATE)
  .transform((date) => date.toISOString());

/**
 * A discount code as the owner writes it (`POST /api/admin/discounts`, the Discounts page's form):
 * the value is a whole percent for `percent`, an amount ("5.00") for `amount`, nothing for
 * `free-shipping`. Refused: a percent outside 1–100, an amount above the minimum subtotal, an
 * end before the start, a limit of 0.
 */
export const DiscountSchema = z
  .object({
    code: z
      .string({ error: CODE })
      .trim()
      .refine((value) => CODE_PATTERN.test(value), CODE)
      .transform(normaliseCode),
    kind: z.enum(DISCOUNT_KINDS, { error: KIND }),
    value: z.union([z.number(), z.string(), z.null()]).optional(),
    appliesTo: z
      .object({
        collectionIds: absent(ids),
        productIds: absent(ids),
      })
      .optional(),
    minSubtotal: absent(price(AMOUNT.replace("amount off", "minimum"))),
    usageLimit: absent(count("A usage limit")).refine(
      (value) => value === undefined || value === null || value >= 1,
      LIMIT,
    ),
    oncePerCustomer: blankAsAbsent(formBoolean("oncePerCustomer must be true or false").optional()),
    startsAt: absent(instant),
    endsAt: absent(instant),
    active: blankAsAbsent(formBoolean("active must be true or false").optional()),
  })
  .transform((input, context) => {
    const typed =
      input.value === null || input.value === undefined ? "" : String(input.value).trim();
    let value = 0;
    if (input.kind === "percent") {
      value = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
      if (!(value >= 1 && value <= 100))
        context.addIssue({ code: "custom", path: ["value"], message: PERCENT });
    } else if (input.kind === "amount") {
      value = DECIMAL_PRICE.test(typed) && Number(typed) < MAX_PRICE ? minorUnitsOf(typed) : 0;
      if (value <= 0) context.addIssue({ code: "custom", path: ["value"], message: AMOUNT });
      else if (input.minSubtotal !== undefined && value > input.minSubtotal)
        context.addIssue({
          code: "custom",
          path: ["value"],
          message: "An amount off cannot be more than the minimum subtotal",
        });
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        message: "The end must be after the start",
      });
    return {
      code: input.code,
      kind: input.kind,
      value,
      appliesTo: {
        collectionIds: input.appliesTo?.collectionIds ?? [],
        productIds: input.appliesTo?.productIds ?? [],
      },
      minSubtotal: input.minSubtotal ?? null,
      usageLimit: input.usageLimit ?? null,
      oncePerCustomer: input.oncePerCustomer ?? false,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      active: input.active ?? true,
    };
  });

export type DiscountInput = z.output<typeof DiscountSchema>;

/** A code a buyer types (`POST /api/cart/discount`, the cart's field). */
export const ApplyCodeSchema = z.object({
  code: z
    .string({ error: "Enter a discount code" })
    .trim()
    .min(1, "Enter a discount code")
    .max(64, "We don't recognise that code. Please check it and try again."),
});
