import {
  DEFAULT_PAYMENT,
  DEFAULT_PROFILE,
  type PaymentSetting,
  type SiteProfile,
} from "../../app/lib/site.ts";
import type { Env } from "../env.ts";
import type { MailContext } from "./mail-templates.ts";
import type { SettingsService } from "./settings.ts";

/** The shop details every mail needs: names and addresses from settings, OWNER_EMAIL first. */
export async function loadMailContext(
  settings: SettingsService,
  env: Pick<Env, "OWNER_EMAIL" | "PUBLIC_URL">,
  origin: string,
): Promise<MailContext> {
  const [profile, payment] = await Promise.all([
    settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
    settings.get<PaymentSetting>("payment", DEFAULT_PAYMENT),
  ]);
  return {
    shopName: profile.artistName,
    origin: env.PUBLIC_URL?.replace(/\/$/, "") ?? origin,
    ordersEmail: profile.ordersEmail || profile.email,
    ownerEmail: env.OWNER_EMAIL ?? profile.email,
    paymentInstructions: payment.instructions,
  };
}
