import { isCountryCode } from "../countries.ts";
import { LEGAL_TEXT_MAX } from "../legal-pages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG } from "../password-policy.ts";
import { CURRENCY_CODES, MOST_ORIGINALS_PER_ORDER } from "../store.ts";
import { emailField } from "./email-field.ts";
import {
  blankAsNull,
  formBoolean,
  formIndexedList,
  optionalWebAddress,
  requiredText,
} from "./form-fields.ts";
import { z } from "./zod-setup.ts";

const text = (label: string, max: number) => requiredText(`${label} is required`, max);

const link = z.object({
  kind: z.enum(["shop", "facebook", "instagram", "tiktok", "blog"]),
  label: text("Link label", 60),
  href: z.url({ protocol: /^https?$/, error: "Enter a web address starting with https://" }),
});

/** The artist's public profile (settings key "profile"). */
export const ProfileSchema = z.object({
  artistName: text("Artist name", 100),
  tagline: text("Tagline", 200),
  email: emailField("Enter a valid e-mail address"),
  ordersEmail: emailField("Enter a valid e-mail address"),
  phone: text("Phone", 40),
  location: text("Location", 100),
  /** The postal address on its lines, for invoices and the legal pages; empty: none. */
  businessAddress: z
    .string({ error: "Business address must be text" })
    .trim()
    .max(400, "Please keep this under 400 characters")
    .refine((value) => value.split("\n").length <= 8, "Please keep the address to 8 lines")
    .nullish()
    .transform((value) => value?.replace(/\r\n?/g, "\n") || undefined),
  /** The footer's small print (a trademark notice); empty: none. */
  footerNote: z
    .string({ error: "Footer small print must be text" })
    .trim()
    .max(300, "Please keep this under 300 characters")
    .optional(),
  social: formIndexedList(z.array(link).max(12)),
});

const mediaUrl = z
  .string()
  .regex(/^\/media\/[a-f0-9]{32}\/\d+\.(webp|avif)$/, "Use an image uploaded to this site");

/** A picture setting: an uploaded image, or none (`null`, or a form's empty field). */
const pictureUrl = blankAsNull(mediaUrl.nullable());

/** The alt text of an About page picture ("" for none: the upload's own is used). */
const altText = z
  .string({ error: "Alt text must be text" })
  .trim()
  .max(300, "Please keep this under 300 characters");

/**
 * The About page's quote block (a post of the artist's, say): its words and, optionally, where it
 * was said. `null` leaves the block out.
 */
export const AboutQuoteSchema = z.object({
  text: text("Quote", 600),
  href: optionalWebAddress(2000),
});

/** An amount in the store currency as typed ("9.99", "50", 9.99) → minor units. */
const amount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((value) => String(value).trim())
    .refine((value) => value !== "", `${label} is required`)
    .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), "Enter an amount like 9.99")
    .transform((value) => Math.round(Number(value) * 100));

/** A free-shipping threshold: an amount, or empty for "never free". */
const threshold = () =>
  z
    .union([z.string(), z.number(), z.null()], {
      error: "Enter an amount like 50.00, or leave it empty",
    })
    .transform((value) => (value === null ? "" : String(value).trim()))
    .refine(
      (value) => value === "" || /^\d{1,6}(\.\d{1,2})?$/.test(value),
      "Enter an amount like 50.00, or leave it empty",
    )
    .transform((value) => (value === "" ? null : Math.round(Number(value) * 100)));

/** One zone's shipping abroad: its fee and free-shipping threshold. */
const zoneCharge = (label: string) =>
  z.object(
    { fee: amount(label), freeShippingThreshold: threshold() },
    { error: `${label} is required` },
  );

/**
 * A checkbox of the settings page, or JSON's boolean. The page puts a hidden "false" before each
 * box, so an unticked box still says so; a ticked one then sends both, and the last counts.
 */
const checkbox = (message: string) =>
  z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), formBoolean(message));

/**
 * The trading rules (settings key "store"), as the settings page and API write them: money as
 * decimal strings, the tax rate in percent, an empty threshold for "shipping is never free". The
 * home country may be left out: the stored one is kept.
 */
const ORIGINALS_PER_ORDER = `Enter a number of originals from 1 to ${MOST_ORIGINALS_PER_ORDER}`;

export const StoreSchema = z.object({
  currency: z.enum(CURRENCY_CODES, "Choose one of the listed currencies"),
  taxRate: z
    .union([z.string(), z.number()], { error: "Tax rate is required" })
    .transform((value) => String(value).trim())
    .refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value),
      "Enter a tax rate from 0 to 99.99 (percent)",
    )
    .transform((value) => Math.round(Number(value) * 100)),
  // The tax's other settings are optional too: a client that predates them keeps the owner's.
  taxName: z
    .string({ error: "Tax name must be text" })
    .trim()
    .min(1, "Name the tax (VAT, GST, Sales tax …)")
    .max(30, "Please keep the tax's name under 30 characters")
    .optional(),
  pricesIncludeTax: checkbox("pricesIncludeTax must be true or false").optional(),
  taxZones: z
    .object(
      {
        home: checkbox("taxZones.home must be true or false"),
        europe: checkbox("taxZones.europe must be true or false"),
        world: checkbox("taxZones.world must be true or false"),
      },
      { error: "Say for each zone (home, europe, world) whether it is charged tax" },
    )
    .optional(),
  taxNumber: z
    .string({ error: "Tax number must be text" })
    .trim()
    .max(40, "Please keep the tax number under 40 characters")
    .optional(),
  shippingFee: amount("Shipping fee"),
  freeShippingThreshold: threshold(),
  charityStatement: z
    .string({ error: "Charity statement must be text" })
    .trim()
    .max(300, "Please keep this under 300 characters"),
  // The line under the shop's heading; optional: a client that does not know it keeps the owner's.
  shopIntro: z
    .string({ error: "Shop introduction must be text" })
    .trim()
    .max(300, "Please keep this under 300 characters")
    .optional(),
  // Optional: a client that does not know it keeps the owner's value.
  payWithinDays: z
    .union([z.string(), z.number()], { error: "Enter a number of days from 1 to 60" })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,2}$/.test(value), "Enter a number of days from 1 to 60")
    .transform(Number)
    .refine((days) => days >= 1 && days <= 60, "Enter a number of days from 1 to 60")
    .optional(),
  // Optional too, for the same reason.
  maxOriginalsPerOrder: z
    .union([z.string(), z.number()], { error: ORIGINALS_PER_ORDER })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,2}$/.test(value), ORIGINALS_PER_ORDER)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MOST_ORIGINALS_PER_ORDER, ORIGINALS_PER_ORDER)
    .optional(),
  homeCountry: z
    .string({ error: "Choose a country from the list" })
    .trim()
    .max(10, "Choose a country from the list")
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, "Choose a country from the list")
    .optional(),
  // Optional, like the two above: a client that does not know them keeps the owner's values.
  zones: z
    .object(
      {
        europe: zoneCharge("Europe's shipping fee"),
        world: zoneCharge("The rest of the world's shipping fee"),
      },
      { error: "Give Europe's and the rest of the world's shipping" },
    )
    .optional(),
  originalShipping: z
    .object(
      {
        home: amount("Shipping per original at home"),
        europe: amount("Shipping per original to Europe"),
        world: amount("Shipping per original to the rest of the world"),
      },
      { error: "Give the shipping per original for each zone" },
    )
    .optional(),
});

/** One legal page's Markdown; empty: the starting text again. */
const legalText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(LEGAL_TEXT_MAX, `Please keep the ${label.toLowerCase()} under 20,000 characters`)
    .transform((value) => value.replace(/\r\n?/g, "\n").trim());

/** The legal pages' texts (settings key "legal"), any of them. */
export const LegalSchema = z
  .object(
    {
      privacy: legalText("Privacy notice"),
      terms: legalText("Terms of sale"),
      shippingReturns: legalText("Shipping and returns text"),
    },
    { error: "Send the legal texts as {privacy, terms, shippingReturns}" },
  )
  .partial();

/**
 * The About page's quote, or none: `null`, or (as the form sends it) empty words and no link. Words
 * left empty beside a link are refused: the link would have nothing to say.
 */
const aboutQuote = z.preprocess(
  (value) => (isBlankQuote(value) ? null : value),
  AboutQuoteSchema.nullable(),
);

function isBlankQuote(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { text, href } = value as { text?: unknown; href?: unknown };
  const blank = (part: unknown) => part === undefined || (typeof part === "string" && !part.trim());
  return typeof text === "string" && blank(text) && blank(href);
}

/**
 * The biography's paragraphs: a list, or (as the form's text area sends it) one text with a blank
 * line between paragraphs.
 */
const biography = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.string().trim().min(1).max(3000))
    .min(1, "Write at least one paragraph")
    .max(12, "Please keep the biography to 12 paragraphs"),
);

/** `PATCH /api/admin/settings` and the settings page's sections: any of the parts. */
export const SettingsUpdateSchema = z
  .object({
    profile: ProfileSchema,
    biography,
    portraitUrl: pictureUrl,
    portraitAlt: altText,
    studioUrl: pictureUrl,
    studioAlt: altText,
    quote: aboutQuote,
    shareImageUrl: pictureUrl,
    shareImageAlt: altText,
    paymentInstructions: text("Payment instructions", 2000),
    store: StoreSchema,
    legal: LegalSchema,
  })
  .partial();

const NEW_PASSWORD_TOO_SHORT = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * Changing the owner's password: the current one, and a new one of 12 to 1,000 characters (the
 * auth service then applies the rest of core/password-policy.ts: not easy to guess).
 */
export const PasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string({ error: NEW_PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
