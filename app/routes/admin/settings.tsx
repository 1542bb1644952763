import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { AboutFields } from "~/components/admin/settings/about-fields.tsx";
import { AddressNotice } from "~/components/admin/settings/address-notice.tsx";
import { BackupsSection } from "~/components/admin/settings/backups-section.tsx";
import { CardPaymentsSection } from "~/components/admin/settings/card-payments-section.tsx";
import { DemoSection } from "~/components/admin/settings/demo-section.tsx";
import { LegalFields } from "~/components/admin/settings/legal-fields.tsx";
import { PictureField, type PictureSpec } from "~/components/admin/settings/picture-field.tsx";
import { ProfileFields } from "~/components/admin/settings/profile-fields.tsx";
import { SecuritySection } from "~/components/admin/settings/security-section.tsx";
import { SettingsSection } from "~/components/admin/settings/settings-section.tsx";
import { StoreFields } from "~/components/admin/settings/store-fields.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { Route } from "./+types/settings";

export { action, loader } from "./settings.server.ts";

/** Sends the headers the action sets (a new session cookie after a password change). */
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

type Settings = Route.ComponentProps["loaderData"]["settings"];
type Countries = Route.ComponentProps["loaderData"]["countries"];

/** What a section's fields are drawn from: the settings, and the country list for the shop. */
interface SectionValues {
  settings: Settings;
  countries: Countries;
}

/** The payment instructions: one text. */
const PAYMENT: ReadonlyArray<FieldSpec<Settings>> = [
  {
    name: "paymentInstructions",
    label: "Payment instructions",
    rows: 4,
    value: (settings) => settings.paymentInstructions,
  },
];

/** The sharing picture: an upload with its alt text, or none. */
const SHARE_IMAGE: PictureSpec<Settings> = {
  name: "shareImage",
  label: "Sharing picture",
  url: (settings) => settings.shareImageUrl,
  alt: (settings) => settings.shareImageAlt,
  none: "None: links show the first home page slide",
};

/** The password change: the current one and the new one. */
const PASSWORD: ReadonlyArray<FieldSpec<Settings>> = [
  {
    name: "currentPassword",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    label: "New password",
    type: "password",
    autoComplete: "new-password",
    minLength: 12,
  },
];

/**
 * The sections, in order: each is one form posting its intent (the settings action's table) with
 * its fields, named as the settings schema reads them.
 */
const SECTIONS: ReadonlyArray<{
  intent: string;
  title: string;
  description: string;
  fields: (values: SectionValues, errors: Record<string, string>) => React.ReactNode;
}> = [
  {
    intent: "profile",
    title: "Profile",
    description:
      "Your name and contact details, shown in the header, footer and contact page, and your business address for invoices, the legal pages and the announcements you mail.",
    fields: ({ settings }, errors) => <ProfileFields values={settings.profile} errors={errors} />,
  },
  {
    intent: "about",
    title: "About page",
    description:
      "Your biography (leave a blank line between paragraphs), your portrait, a photo of the studio and a quote.",
    fields: ({ settings }, errors) => <AboutFields values={settings} errors={errors} />,
  },
  {
    intent: "sharing",
    title: "Sharing",
    description:
      "The picture a shared link to your site shows (on social media and in messages) when the page has none of its own, such as the contact page. Without one, the first home page slide is used.",
    fields: ({ settings }, errors) => (
      <div className="max-w-sm">
        <PictureField picture={SHARE_IMAGE} values={settings} errors={errors} />
      </div>
    ),
  },
  {
    intent: "payment",
    title: "Payment instructions",
    description: "Shown on the order page and in the payment e-mail.",
    fields: ({ settings }, errors) => (
      <FieldTable fields={PAYMENT} values={settings} errors={errors} />
    ),
  },
  {
    intent: "store",
    title: "Shop and checkout",
    description:
      "The currency prices are shown and charged in, tax, shipping, the charity statement and the country the checkout starts with. Orders already placed keep their own figures.",
    fields: ({ settings, countries }, errors) => (
      <StoreFields store={settings.store} countries={countries} errors={errors} />
    ),
  },
  {
    intent: "legal",
    title: "Legal pages",
    description:
      "Your privacy notice, terms of sale and shipping and returns, linked in the footer and at checkout.",
    fields: ({ settings }, errors) => (
      <LegalFields texts={settings.legal} starting={settings.legalStarting} errors={errors} />
    ),
  },
  {
    intent: "password",
    title: "Password",
    description:
      "At least 12 characters and not easy to guess: a few uncommon words work well. Other signed-in devices are signed out.",
    fields: (_values, errors) => (
      <FieldTable fields={PASSWORD} errors={errors} className="sm:grid-cols-2" />
    ),
  },
];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, demo, countries, securityEvents, refusals, publicUrl, cards, backups } =
    loaderData;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AdminPageTitle title="Settings">
        What the site says about you and how customers pay. Changes show on the site at once.
      </AdminPageTitle>
      <AddressNotice publicUrl={publicUrl} />
      <DemoSection left={demo} />
      {SECTIONS.map((section) => (
        <SettingsSection
          key={section.intent}
          intent={section.intent}
          title={section.title}
          description={section.description}
        >
          {(errors) => section.fields({ settings, countries }, errors)}
        </SettingsSection>
      ))}
      <CardPaymentsSection status={cards} />
      <BackupsSection backups={backups} />
      <SecuritySection events={securityEvents} refusals={refusals} />
    </div>
  );
}
