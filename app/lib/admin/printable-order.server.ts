import { data } from "react-router";
import { NotFound } from "#core/domain-errors.ts";
import {
  DEFAULT_PROFILE,
  type PaymentSetting,
  paymentInstructions,
  type SiteProfile,
} from "#core/site-profile.ts";
import type { Services } from "../../../server/services/index.ts";

/**
 * What the invoice and the packing slip print: the order as the admin order page reads it, the
 * shop's name, address, contact details and tax number, and how to pay (by card too, when the
 * shop takes cards). 404 for an unknown number.
 */
export async function loadPrintableOrder(services: Services, orderNumber: string) {
  const cards = services.payments.status().enabled;
  const [order, profile, payment, store] = await Promise.all([
    services.adminOrders.get(orderNumber).catch((error: unknown) => {
      if (error instanceof NotFound) throw data("Order not found", { status: 404 });
      throw error;
    }),
    services.settingStore.get<SiteProfile>("profile", DEFAULT_PROFILE),
    services.settingStore.get<PaymentSetting | null>("payment", null),
    services.settingStore.store(),
  ]);
  return {
    order,
    shop: {
      name: profile.artistName,
      address: profile.businessAddress ?? "",
      email: profile.ordersEmail,
      phone: profile.phone,
      taxName: store.taxName,
      taxNumber: store.taxNumber,
    },
    cards,
    paymentInstructions: paymentInstructions(payment, cards),
  };
}

export type PrintableOrder = Awaited<ReturnType<typeof loadPrintableOrder>>;
