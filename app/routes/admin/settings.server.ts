import { countryOptions } from "#core/countries.ts";
import { Invalid } from "#core/domain-errors.ts";
import { backFrom, formInput, type IntentToasts, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import type { Route } from "./+types/settings";

export const loader = readsLoader((services) => ({
  settings: services.settings.get(),
  demo: services.demo.summary(),
  countries: countryOptions(),
  securityEvents: services.securityEvents.recent(),
  refusals: services.securityEvents.refusals(),
  publicUrl: services.env.PUBLIC_URL ?? null,
  cards: services.payments.status(),
  backups: services.backups.overview(),
}));

/**
 * Saves one section of the settings, removes the demo or starts an off-site backup: each intent is
 * the capability behind `/api/admin/settings`, `/password`, `/demo/remove` or `/backups/offsite`, given the form as it came (the schema
 * reads the section's dotted field names, `store.taxRate` say, as the API's nested body).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { settings } = caller.capabilities;
  const input = formInput(await request.formData());
  const save = async () => {
    refuseWhileUploading(input);
    // The page shows what it sent; the saved settings are not its answer.
    await settings.updateSettings(caller, input);
  };
  return performIntent(
    input,
    {
      ...Object.fromEntries(SECTIONS.map((section) => [section, save])),
      // The session goes on under a new token: performIntent sets its cookie.
      password: () => settings.changePassword(caller, input),
      "remove-demo": async () => {
        await settings.removeDemo(caller);
      },
      // Made in the background: the page shows it once its status changes.
      "offsite-backup": async () => {
        await caller.capabilities.backups.startOffsiteBackup(caller);
      },
    },
    { back: backFrom(input, caller), toasts: SETTINGS_TOASTS },
  );
}

/** What each form of the page says once it worked. */
const SAVED: Record<string, string> = {
  profile: "Profile saved",
  about: "About page saved",
  sharing: "Sharing picture saved",
  payment: "Payment instructions saved",
  store: "Shop settings saved",
  legal: "Legal pages saved",
  password: "Password changed",
  "remove-demo": "Demo content removed",
};

/** The sections saved through the settings capability. */
const SECTIONS = ["profile", "about", "sharing", "payment", "store", "legal"];

const SETTINGS_TOASTS: IntentToasts = {
  ...Object.fromEntries(
    Object.entries(SAVED).map(([intent, description]) => [
      intent,
      { title: "Success", description },
    ]),
  ),
  "offsite-backup": {
    title: "Backing up",
    description:
      "The backup is being made in the background: this page shows it once it is checked.",
  },
};

/** The pictures a section may hold: a form sent while one is still uploading is not saved. */
const PICTURES = ["portrait", "studio", "shareImage"];

/**
 * A picture field names itself `{name}Uploading` while its upload is on its way (the upload is the
 * page's, not the API's): saving then would keep the old picture without a word.
 */
function refuseWhileUploading(input: Record<string, unknown>) {
  const picture = PICTURES.find((name) => input[`${name}Uploading`]);
  if (picture)
    throw new Invalid("Please wait until the picture has uploaded", {
      [`${picture}Url`]: "Still uploading: save again in a moment",
    });
}
