import { isPlaceholderEmail } from "#core/placeholders.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { shopLocale } from "#core/shop-locale.ts";
import {
  DEFAULT_PROFILE,
  type PaymentSetting,
  paymentInstructions,
  type SiteProfile,
} from "#core/site-profile.ts";
import type { Env } from "../env.ts";
import type { MailContext } from "./mail-templates.ts";
import { cardPaymentsConfigured, type StripeEnv } from "./payments/stripe.ts";
import type { SettingStore } from "./setting-store.ts";

/** The shop details every mail needs: names and addresses from settings, OWNER_EMAIL first, links from PUBLIC_URL. */
export async function loadMailContext(
  settings: SettingStore,
  env: Pick<Env, "OWNER_EMAIL" | "PUBLIC_URL"> & Partial<StripeEnv>,
): Promise<MailContext> {
  const [profile, payment, store] = await Promise.all([
    settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
    settings.get<PaymentSetting | null>("payment", null),
    settings.store(),
  ]);
  const ordersEmail = profile.ordersEmail || profile.email;
  const cardPayments = cardPaymentsConfigured(env as StripeEnv);
  return {
    shopName: profile.artistName,
    // Links come from PUBLIC_URL alone, never from a request's Host (PRODUCT.md §6).
    origin: publicOrigin(env.PUBLIC_URL),
    // A placeholder is never offered to a buyer as the shop's address: the mails leave the line out.
    ordersEmail: isPlaceholderEmail(ordersEmail) ? "" : ordersEmail,
    ownerEmail: env.OWNER_EMAIL ?? profile.email,
    paymentInstructions: paymentInstructions(payment, cardPayments),
    cardPayments,
    locale: shopLocale(store.homeCountry),
  };
}
