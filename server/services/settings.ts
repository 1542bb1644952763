import type { Kysely } from "kysely";
import type { z } from "zod";
import type { LegalKey, LegalTexts } from "#core/legal-pages.ts";
import type { SettingsUpdateSchema } from "#core/schemas/settings-input.ts";
import {
  DEFAULT_PROFILE,
  type PaymentSetting,
  paymentInstructions,
  type SiteProfile,
} from "#core/site-profile.ts";
import type { StoreSettings } from "#core/store.ts";
import type { Database } from "../db/schema.ts";
import type { AboutQuote, AboutSetting } from "./catalog.ts";
import { mediaKey } from "./content-rows.ts";
import type { LegalPages } from "./legal-pages.ts";
import { defaultVariantUrl, recordedVariants } from "./media-store.ts";
import type { SettingStore } from "./setting-store.ts";

/** The `sharing` setting: the default share picture's media key and alt text. */
export interface SharingSetting {
  image?: string;
  alt?: string;
}

export interface SiteSettingsView {
  profile: SiteProfile;
  biography: string[];
  portraitUrl: string | null;
  portraitAlt: string;
  studioUrl: string | null;
  studioAlt: string;
  quote: AboutQuote | null;
  /** The picture a shared link shows for pages without one of their own. */
  shareImageUrl: string | null;
  shareImageAlt: string;
  paymentInstructions: string;
  store: StoreSettings;
  /** The legal pages' Markdown, as they show it (the owner's, or the starting text). */
  legal: LegalTexts;
  /** The legal pages still showing their starting text, for the owner to review. */
  legalStarting: LegalKey[];
}

/**
 * The owner's settings page: the public profile, the About page, payment instructions, the shop's
 * rules and the legal pages' texts.
 */
export function createSettingsService(
  db: Kysely<Database>,
  settings: SettingStore,
  legal: LegalPages,
  /** The shop takes cards: the payment instructions start from the text written for it. */
  cardPayments = false,
) {
  const keyOf = async (url: string | null, field: string) =>
    url === null ? undefined : mediaKey(db, url, field);
  const urlOf = async (key: string | undefined) => {
    if (!key) return null;
    const recorded = await recordedVariants(db, key);
    return recorded ? defaultVariantUrl(key, recorded.widths) : null;
  };

  async function get(): Promise<SiteSettingsView> {
    const [profile, about, payment, store, sharing, legalTexts] = await Promise.all([
      settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
      settings.get<AboutSetting>("about", { biography: [] }),
      settings.get<PaymentSetting | null>("payment", null),
      settings.store(),
      settings.get<SharingSetting>("sharing", {}),
      legal.texts(),
    ]);
    return {
      profile,
      biography: about.biography,
      portraitUrl: await urlOf(about.portrait),
      portraitAlt: about.portraitAlt ?? "",
      studioUrl: await urlOf(about.studio),
      studioAlt: about.studioAlt ?? "",
      quote: about.quote?.text ? about.quote : null,
      shareImageUrl: await urlOf(sharing.image),
      shareImageAlt: sharing.alt ?? "",
      paymentInstructions: paymentInstructions(payment, cardPayments),
      store,
      legal: legalTexts.texts,
      legalStarting: legalTexts.starting,
    };
  }

  return {
    get,
    /** Saves the parts given; the public pages read them on their next request. */
    async update(input: z.output<typeof SettingsUpdateSchema>): Promise<SiteSettingsView> {
      // The images first: a refused one must leave every setting as it was.
      const portrait =
        input.portraitUrl !== undefined ? await keyOf(input.portraitUrl, "portraitUrl") : undefined;
      const studio =
        input.studioUrl !== undefined ? await keyOf(input.studioUrl, "studioUrl") : undefined;
      const share =
        input.shareImageUrl !== undefined
          ? await keyOf(input.shareImageUrl, "shareImageUrl")
          : undefined;
      if (input.profile) {
        // The footer's small print is newer than the profile: a client that leaves it out keeps it.
        const {
          footerNote = (await settings.get<SiteProfile>("profile", DEFAULT_PROFILE)).footerNote,
        } = input.profile;
        await settings.set("profile", { ...input.profile, footerNote });
      }
      if (input.store) {
        // Parts a client leaves out (one that predates them) keep their value.
        const current = await settings.store();
        const {
          taxName = current.taxName,
          pricesIncludeTax = current.pricesIncludeTax,
          taxZones = current.taxZones,
          taxNumber = current.taxNumber,
          shopIntro = current.shopIntro,
          payWithinDays = current.payWithinDays,
          maxOriginalsPerOrder = current.maxOriginalsPerOrder,
          homeCountry = current.homeCountry,
          zones = current.zones,
          originalShipping = current.originalShipping,
          ...rules
        } = input.store;
        await settings.set("store", {
          ...rules,
          taxName,
          pricesIncludeTax,
          taxZones,
          taxNumber,
          shopIntro,
          payWithinDays,
          maxOriginalsPerOrder,
          homeCountry,
          zones,
          originalShipping,
        });
      }
      if (input.shareImageUrl !== undefined || input.shareImageAlt !== undefined) {
        const sharing = await settings.get<SharingSetting>("sharing", {});
        const next: SharingSetting = { ...sharing };
        if (input.shareImageUrl !== undefined) {
          if (share) next.image = share;
          else delete next.image;
        }
        if (input.shareImageAlt !== undefined) next.alt = input.shareImageAlt;
        await settings.set("sharing", next);
      }
      if (input.legal) await legal.update(input.legal);
      if (input.paymentInstructions !== undefined)
        await settings.set("payment", { instructions: input.paymentInstructions });
      const aboutFields = [
        input.biography,
        input.portraitUrl,
        input.portraitAlt,
        input.studioUrl,
        input.studioAlt,
        input.quote,
      ];
      if (aboutFields.some((field) => field !== undefined)) {
        const about = await settings.get<AboutSetting>("about", { biography: [] });
        const next: AboutSetting = { ...about };
        if (input.biography !== undefined) next.biography = input.biography;
        if (input.portraitUrl !== undefined) {
          if (portrait) next.portrait = portrait;
          else delete next.portrait;
        }
        if (input.studioUrl !== undefined) {
          if (studio) next.studio = studio;
          else delete next.studio;
        }
        if (input.portraitAlt !== undefined) next.portraitAlt = input.portraitAlt;
        if (input.studioAlt !== undefined) next.studioAlt = input.studioAlt;
        if (input.quote !== undefined) next.quote = input.quote;
        await settings.set("about", next);
      }
      return get();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
