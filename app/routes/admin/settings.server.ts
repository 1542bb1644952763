import { countryOptions } from "#core/countries.ts";
import { Invalid } from "#core/domain-errors.ts";
import { formValues, performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [settings, demo, securityEvents, refusals] = await Promise.all([
    services.settings.get(),
    services.demo.summary(),
    services.securityEvents.recent(),
    services.securityEvents.refusals(),
  ]);
  return {
    settings,
    demo,
    countries: countryOptions(),
    securityEvents,
    refusals,
    publicUrl: services.env.PUBLIC_URL ?? null,
    cards: services.payments.status(),
  };
}

/**
 * Saves one section of the settings, or removes the demo (the capabilities behind
 * `/api/admin/settings`, `/password` and `/demo/remove`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { settings } = caller.capabilities;
  const form = await formValues(request);
  const intent = form.intent ?? "";
  const text = (name: string) => form[name] ?? "";
  return performAction(
    async () => {
      if (intent === "remove-demo") {
        await settings.removeDemo(caller);
        return {};
      }
      if (intent === "password") {
        // The session goes on under a new token: performAction sets its cookie.
        return settings.changePassword(caller, {
          currentPassword: text("currentPassword"),
          newPassword: text("newPassword"),
        });
      }
      for (const picture of ["portrait", "studio", "shareImage"])
        if (form[`${picture}Uploading`])
          throw new Invalid("Please wait until the picture has uploaded", {
            [`${picture}Url`]: "Still uploading: save again in a moment",
          });
      const current = await caller.services.settings.get();
      const input =
        intent === "profile"
          ? {
              profile: {
                artistName: text("artistName"),
                tagline: text("tagline"),
                email: text("email"),
                ordersEmail: text("ordersEmail"),
                phone: text("phone"),
                location: text("location"),
                businessAddress: text("businessAddress"),
                social: current.profile.social.map((link, index) => ({
                  kind: link.kind,
                  label: text(`social.${index}.label`),
                  href: text(`social.${index}.href`),
                })),
              },
            }
          : intent === "store"
            ? {
                store: {
                  currency: text("currency"),
                  taxRate: text("taxRate"),
                  shippingFee: text("shippingFee"),
                  freeShippingThreshold: text("freeShippingThreshold"),
                  charityStatement: text("charityStatement"),
                  payWithinDays: text("payWithinDays"),
                  homeCountry: text("homeCountry"),
                  zones: {
                    europe: {
                      fee: text("zones.europe.fee"),
                      freeShippingThreshold: text("zones.europe.freeShippingThreshold"),
                    },
                    world: {
                      fee: text("zones.world.fee"),
                      freeShippingThreshold: text("zones.world.freeShippingThreshold"),
                    },
                  },
                  originalShipping: {
                    home: text("originalShipping.home"),
                    europe: text("originalShipping.europe"),
                    world: text("originalShipping.world"),
                  },
                },
              }
            : intent === "about"
              ? {
                  biography: text("biography")
                    .split(/\n\s*\n/)
                    .map((paragraph) => paragraph.trim())
                    .filter(Boolean),
                  portraitUrl: text("portraitUrl") || null,
                  portraitAlt: text("portraitAlt"),
                  studioUrl: text("studioUrl") || null,
                  studioAlt: text("studioAlt"),
                  quote: text("quoteText").trim()
                    ? { text: text("quoteText"), href: text("quoteHref") }
                    : null,
                }
              : intent === "sharing"
                ? {
                    shareImageUrl: text("shareImageUrl") || null,
                    shareImageAlt: text("shareImageAlt"),
                  }
                : intent === "legal"
                  ? {
                      legal: {
                        privacy: text("privacy"),
                        terms: text("terms"),
                        shippingReturns: text("shippingReturns"),
                      },
                    }
                  : { paymentInstructions: text("paymentInstructions") };
      await settings.updateSettings(caller, input);
      return {};
    },
    // The form names its fields without the section ("store.taxRate" is "taxRate").
    { echo: { intent }, field: (name) => name.replace(/^(profile|store|legal)\./, "") },
  );
}
