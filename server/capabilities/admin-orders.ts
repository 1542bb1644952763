import { OrderStatusChangeSchema } from "#core/schemas/order-status-input.ts";
import { type Caller, parse } from "./caller.ts";

/** Moves an order on in the owner's workflow (PRODUCT.md §4), e-mailing the buyer when asked. */
export const changeOrderStatus = (caller: Caller, orderNumber: string, input: unknown) =>
  caller.services.orderAdmin.changeStatus(
    orderNumber,
    parse(OrderStatusChangeSchema, input),
    caller.origin,
  );
