/** fast-check's arbitraries for the fuzz suite's commands, weighted towards adds and checkouts. */
import fc from "fast-check";
import {
  AddCommand,
  ClearCommand,
  type Cmd,
  type LineChoice,
  RemoveCommand,
  UpdateCommand,
  type VariantChoice,
} from "./cart-commands.ts";
import { CheckoutCommand, type KeyChoice } from "./checkout-command.ts";
import { CATALOGUE, type Destination, ORIGINALS, VISITORS } from "./model.ts";
import {
  AddOriginalCommand,
  OrderStatusCommand,
  OwnerCommand,
  OwnerOriginalCommand,
} from "./owner-commands.ts";

export const who = fc.integer({ min: 0, max: VISITORS - 1 });
export const productIndex = fc.integer({ min: 0, max: CATALOGUE.length - 1 });
export const quantityArb = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(0, -1, 1.5, 100, 60, "2", "abc", null, true, 1e308, [2]),
  },
);
export const lineChoice: fc.Arbitrary<LineChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((own) => ({ own })) },
  { weight: 2, arbitrary: fc.nat().map((seen) => ({ seen })) },
  { weight: 1, arbitrary: fc.constant({ missing: true as const }) },
);

export const addArb = fc
  .tuple(
    who,
    fc.oneof(
      { weight: 20, arbitrary: productIndex },
      { weight: 1, arbitrary: fc.constant("missing" as const) },
    ),
    fc.oneof(
      { weight: 8, arbitrary: fc.nat().map((valid): VariantChoice => ({ valid })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(undefined, "", "  ", "Medium", "Large 15x21cm", "small square 12x12cm")
          .map((raw): VariantChoice => ({ raw })),
      },
    ),
    quantityArb,
  )
  .map(([v, p, variant, quantity]) => new AddCommand({ who: v, product: p, variant, quantity }));

export const updateArb = fc
  .tuple(who, lineChoice, quantityArb)
  .map(([v, line, quantity]) => new UpdateCommand({ who: v, line, quantity }));

export const checkoutArb = fc
  .tuple(
    who,
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<KeyChoice>("new") },
      { weight: 1, arbitrary: fc.constant<KeyChoice>("none") },
      { weight: 2, arbitrary: fc.nat().map((replay): KeyChoice => ({ replay })) },
    ),
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    fc.constantFrom<Destination>("GB", "GB", "FR", "AU"),
  )
  .map(([v, key, valid, to]) => new CheckoutCommand({ who: v, key, validForm: valid, to }));

export const priceArb = fc
  .tuple(
    productIndex,
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom<unknown>(
          "0",
          "0.5",
          "2",
          "4.00",
          "9.99",
          "10",
          "12.34",
          25,
          "60",
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(
          "-1",
          "abc",
          "1.234",
          1e308,
          "",
          null,
          "99999999.99",
          "1000000",
          true,
        ),
      },
    ),
  )
  .map(([p, price]) => new OwnerCommand({ product: p, field: "price", value: price }));

export const stockArb = fc
  .tuple(
    productIndex,
    fc.oneof(
      { weight: 6, arbitrary: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(null)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(-1, 1.5, "x", 1e308, Number.MAX_SAFE_INTEGER + 1, "3"),
      },
    ),
  )
  .map(([p, stock]) => new OwnerCommand({ product: p, field: "stock", value: stock }));

export const availableArb = fc
  .tuple(productIndex, fc.constantFrom<unknown>(true, false, true, "yes"))
  .map(
    ([p, available]) => new OwnerCommand({ product: p, field: "isAvailable", value: available }),
  );

export const originalIndex = fc.integer({ min: 0, max: ORIGINALS.length - 1 });

export const addOriginalArb = fc
  .tuple(
    who,
    originalIndex,
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: quantityArb },
    ),
  )
  .map(([v, o, quantity]) => new AddOriginalCommand({ who: v, original: o, quantity }));

export const orderStatusArb = fc
  .tuple(fc.nat(), fc.constantFrom<"paid" | "cancelled">("paid", "cancelled"))
  .map(([order, status]) => new OrderStatusCommand({ order, status }));

export const ownerOriginalArb = fc
  .tuple(originalIndex, fc.constantFrom<"available" | "sold">("available", "sold"))
  .map(([o, saleStatus]) => new OwnerOriginalCommand({ original: o, saleStatus }));

/** fc.commands picks among the arbitraries evenly: repeats make adds and checkouts commoner. */
export const commandArbs: Array<fc.Arbitrary<Cmd>> = [
  addArb,
  addArb,
  addArb,
  addArb,
  addOriginalArb,
  addOriginalArb,
  orderStatusArb,
  ownerOriginalArb,
  updateArb,
  updateArb,
  fc.tuple(who, lineChoice).map(([v, line]) => new RemoveCommand({ who: v, line })),
  who.map((v) => new ClearCommand({ who: v })),
  checkoutArb,
  checkoutArb,
  checkoutArb,
  priceArb,
  stockArb,
  availableArb,
];
