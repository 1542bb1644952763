/**
 * The settings page's sections as a browser without JavaScript posts them (rendered through
 * `createRoutesStub`): each section's form names its intent, and its fields, read by `formInput`
 * and the one settings schema, give back the settings the page was drawn from, so a renamed or
 * missing field fails here. An answer rendered without JavaScript shows in its own section.
 */
import { describe, expect, it } from "vitest";
import { formInput } from "#core/form-input.ts";
import { PasswordChangeSchema, SettingsUpdateSchema } from "#core/schemas/settings-input.ts";
import { SETTINGS_SECTIONS } from "#core/security-events.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEFAULT_STORE } from "#core/store.ts";
import type { BackupsView } from "~/components/admin/settings/backups-section.tsx";
import { renderRoute } from "~/testing/render-route.tsx";
import AdminSettings from "./settings.tsx";

const PORTRAIT = `/media/${"a".repeat(32)}/800.webp`;

/** What the loader gives the page: every section filled in, some with values a form must carry. */
const settings = {
  profile: { ...DEFAULT_PROFILE, businessAddress: "1 Quay Street\nBristol BS1 4DJ" },
  biography: ["First paragraph.", 'Second & last, with "quotes" and <angles>.'],
  portraitUrl: PORTRAIT,
  portraitAlt: "The artist at her wheel",
  studioUrl: null,
  studioAlt: "",
  quote: { text: "Fired the kiln today.", href: "https://example.com/post/1" },
  shareImageUrl: null,
  shareImageAlt: "",
  paymentInstructions: "Pay by bank transfer within 7 days.",
  store: {
    ...DEFAULT_STORE,
    taxRate: 750,
    charityStatement: "10% to the lifeboats.",
    homeCountry: "FR",
  },
  legal: { privacy: "## Privacy\n\nWe keep little.", terms: "Terms.", shippingReturns: "Returns." },
  legalStarting: ["terms"],
};

const loaderData = {
  settings,
  // Nothing left of the demo: its section is not drawn.
  demo: { present: false },
  countries: [
    { code: "GB", name: "United Kingdom" },
    { code: "FR", name: "France" },
  ],
  securityEvents: [],
  refusals: [],
  publicUrl: "https://ada.example",
  cards: { enabled: false, mode: null, webhookUrl: null },
  // Off-site backups off: nothing to post.
  backups: {
    status: {
      configured: false,
      location: null,
      encrypted: false,
      time: "03:00",
      running: null,
      lastGood: null,
      lastFailure: null,
      overdue: false,
    },
    summary: { ok: false, message: "No off-site backup has been made yet." },
  },
};

function render(actionData?: unknown, backups: BackupsView = loaderData.backups) {
  return renderRoute(
    {
      id: "settings",
      path: "/admin/settings",
      Component: AdminSettings,
      loaderData: { ...loaderData, backups },
      actionData,
    },
    "/admin/settings",
    { store: DEFAULT_STORE },
  );
}

/** A section's form as posted, read as the action reads it: the intent and the schema's output. */
function posted(intent: string) {
  const form = render().formFor(intent);
  expect(form.attributes.method).toBe("post");
  return formInput(form.formData());
}

describe("the settings sections (createRoutesStub)", () => {
  it("draws one form per section, each posting its own intent", () => {
    const intents = render()
      .forms()
      .map((form) => form.fields.find(([name]) => name === "intent")?.[1]);
    expect(intents).toEqual([...SETTINGS_SECTIONS, "password"]);
  });

  it.each([
    ["profile", { profile: settings.profile }],
    [
      "about",
      {
        biography: settings.biography,
        portraitUrl: PORTRAIT,
        portraitAlt: settings.portraitAlt,
        studioUrl: null,
        studioAlt: "",
        quote: settings.quote,
      },
    ],
    ["sharing", { shareImageUrl: null, shareImageAlt: "" }],
    ["payment", { paymentInstructions: settings.paymentInstructions }],
    ["store", { store: settings.store }],
    ["legal", { legal: settings.legal }],
  ])(
    "the %s form posts fields the settings schema reads back as the page's settings",
    (intent, part) => {
      const parsed = SettingsUpdateSchema.safeParse(posted(intent));
      expect(parsed.error).toBeUndefined();
      expect(parsed.data).toEqual(part);
    },
  );

  it("the password form posts the two fields the password schema reads", () => {
    const input = posted("password");
    // And where a post made without JavaScript comes back to (the form recipe's `backTo`).
    expect(Object.keys(input).sort()).toEqual([
      "backTo",
      "currentPassword",
      "intent",
      "newPassword",
    ]);
    const parsed = PasswordChangeSchema.safeParse({
      ...input,
      currentPassword: "old one",
      newPassword: "a long enough new password",
    });
    expect(parsed.success).toBe(true);
  });

  it("an emptied quote and picture are read as none, as the form's hint says", () => {
    const input = posted("about") as Record<string, Record<string, string>>;
    const emptied = { ...input, portraitUrl: "", quote: { text: "  ", href: "" } };
    expect(SettingsUpdateSchema.parse(emptied)).toMatchObject({ portraitUrl: null, quote: null });
  });

  it("shows a refusal rendered without JavaScript in its own section, with its field errors", () => {
    const page = render({
      ok: false,
      intent: "store",
      message: "Enter a tax rate from 0 to 99.99 (percent)",
      errors: { "store.taxRate": "Enter a tax rate from 0 to 99.99 (percent)" },
    });
    const store = page.formFor("store");
    expect(store.attributes["aria-invalid"]).toBeUndefined();
    expect(page.control("store.taxRate")["aria-invalid"]).toBe("true");
    // The notice stands in the store section only (once as the notice, once beside the field).
    expect(page.html.match(/Enter a tax rate from 0 to 99.99/g)).toHaveLength(2);
    expect(page.html).toMatch(/role="status"[^>]*>Enter a tax rate/);
    expect(page.control("profile.artistName")["aria-invalid"]).toBeUndefined();
  });

  it("says nothing of a save in the sections: the action's toast says it (the page is sent back)", () => {
    const page = render({ ok: true, intent: "payment" });
    expect(page.text).not.toContain("Payment instructions saved");
    expect(page.text).not.toContain("Profile saved");
  });

  it("says (optional) once on each optional field's label", () => {
    const { text } = render();
    expect(text).not.toContain("(optional) (optional)");
    for (const label of [
      "Tax number",
      "Shop introduction",
      "Charity statement",
      "Business address",
      "Footer small print",
    ])
      expect(text).toContain(`${label} (optional)`);
  });

  it("Backups: offers a download, and says how to turn off-site backups on while they are off", () => {
    const page = render();
    expect(page.html).toContain('href="/api/admin/backup"');
    expect(page.text).toContain("Off: backups stay on this server");
    expect(page.text).toContain("BACKUP_S3_URL");
    expect(() => page.formFor("offsite-backup")).toThrow();
  });

  it("Backups: shows the last good off-site backup, warns when it is late, and backs up on demand", () => {
    const name = "easel-backup-2026-11-27T030000Z.tar.gz.enc";
    const location = `s3://art-backups/shop/${name}`;
    const late =
      "The last good off-site backup is 33 hours old: the nightly one has not worked since.";
    const page = render(undefined, {
      status: {
        configured: true,
        location: "s3://art-backups/shop",
        encrypted: true,
        time: "03:00",
        running: null,
        lastGood: { name, size: 12_400_000, createdAt: "2026-11-27T03:00:00.000Z", location },
        lastFailure: {
          name: "easel-backup-2026-11-28T030000Z.tar.gz.enc",
          startedAt: "2026-11-28T03:00:00.000Z",
          error: "The bucket was not there.",
        },
        overdue: true,
      },
      summary: { ok: false, message: late },
    });
    expect(page.text).toContain(late);
    expect(page.html).toMatch(/role="alert"/);
    expect(page.text).toContain(location);
    expect(page.text).toContain("27 Nov 2026, 03:00 UTC");
    expect(page.text).toContain("11.8 MB");
    expect(page.text).toContain("failed: The bucket was not there.");
    expect(page.text).toContain("Every night at 03:00");
    expect(formInput(page.formFor("offsite-backup").formData())).toEqual({
      intent: "offsite-backup",
      backTo: "/admin/settings",
    });
  });
});
