import type { CommissionSettings } from "#core/commissions.ts";
import { defaultLegalTexts } from "#core/legal-defaults.ts";
import { LEGAL_KEYS, type LegalKey, type LegalTexts } from "#core/legal-pages.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import type { SettingStore } from "./setting-store.ts";

/** The `legal` setting: the owner's Markdown for each page; a page left out shows its starting text. */
export type LegalSetting = Partial<LegalTexts>;

export interface LegalTextsView {
  /** The text each page shows: the owner's, or the starting text filled in from the profile. */
  texts: LegalTexts;
  /** The pages that still show their starting text. */
  starting: LegalKey[];
}

/**
 * The texts of the legal pages (PRODUCT.md §2) and their HTML, rendered on the server;
 * `cardPayments`: the shop takes cards, which the starting texts then say.
 */
export function createLegalPages(settings: SettingStore, cardPayments = false) {
  async function texts(): Promise<LegalTextsView> {
    const [stored, profile, store, commissions] = await Promise.all([
      settings.get<LegalSetting>("legal", {}),
      settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
      settings.store(),
      settings.get<Partial<CommissionSettings>>("commissions", {}),
    ]);
    const defaults = defaultLegalTexts({
      name: profile.artistName,
      email: profile.email,
      ordersEmail: profile.ordersEmail,
      address: profile.businessAddress,
      payWithinDays: store.payWithinDays,
      commissionPhotoDays: commissions.photoRetentionDays,
      cardPayments,
    });
    const starting = LEGAL_KEYS.filter((key) => !stored[key]);
    const view = { ...defaults };
    for (const key of LEGAL_KEYS) view[key] = stored[key] || defaults[key];
    return { texts: view, starting };
  }

  return {
    texts,

    /** One page's text as safe HTML (raw HTML in it shows as text). */
    async html(key: LegalKey): Promise<string> {
      // markdown-it (about 50 modules) is loaded by the first legal page asked for, not at start.
      const { renderMarkdown } = await import("./markdown.ts");
      return renderMarkdown((await texts()).texts[key]);
    },

    /** Saves the texts given; an empty one returns its page to the starting text. */
    async update(input: Partial<LegalTexts>): Promise<void> {
      const next: LegalSetting = { ...(await settings.get<LegalSetting>("legal", {})) };
      for (const key of LEGAL_KEYS) {
        const text = input[key];
        if (text === undefined) continue;
        if (text) next[key] = text;
        else delete next[key];
      }
      await settings.set("legal", next);
    },
  };
}

export type LegalPages = ReturnType<typeof createLegalPages>;
