import { checkPostcode, checkRegion } from "../address-rules.ts";
import { isCountryCode } from "../countries.ts";
import { DEFAULT_STORE } from "../store.ts";
import { consentVersionField } from "./audience-input.ts";
import { emailField } from "./email-field.ts";
import { formBoolean } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

const text = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Please keep this under ${max} characters`);

/** A text field that may be left out ("" then), checked with the country's rule afterwards. */
const addressPart = z
  .string({ error: "Please enter this as text" })
  .optional()
  .transform((value) => value ?? "");

const COUNTRY_MESSAGE = "Please choose a country from the list";

/**
 * The checkout's customer form and `POST /api/orders` body, with PRODUCT.md §5's messages. The
 * country is any ISO 3166-1 code (empty: the shop's home country); the region and postcode follow
 * the country's rule (core/address-rules.ts), and the postcode is stored as that rule writes it.
 */
function customerShape(homeCountry: string) {
  return {
    firstName: text(2, "First name must be at least 2 characters", 100),
    lastName: text(2, "Last name must be at least 2 characters", 100),
    email: emailField("Please enter a valid email address"),
    phone: z
      .string()
      .trim()
      .max(40, "Please keep this under 40 characters")
      .optional()
      .nullable()
      .transform((value) => value || null),
    address: text(5, "Please enter a complete address", 300),
    city: text(2, "City must be at least 2 characters", 100),
    state: addressPart,
    zipCode: addressPart,
    country: z
      .string({ error: COUNTRY_MESSAGE })
      .trim()
      .max(10, COUNTRY_MESSAGE)
      .optional()
      .transform((value) => value?.toUpperCase() || homeCountry)
      .refine(isCountryCode, COUNTRY_MESSAGE),
  };
}

type Address = { state: string; zipCode: string; country: string };

/** The region and postcode checked against the chosen country (when the country is known). */
function withAddressRule<S extends z.ZodType<Address & Record<string, unknown>>>(schema: S) {
  return schema
    .superRefine(
      (customer, ctx) => {
        const region = checkRegion(customer.country, customer.state);
        if (!region.ok) ctx.addIssue({ code: "custom", path: ["state"], message: region.message });
        const postcode = checkPostcode(customer.country, customer.zipCode);
        if (!postcode.ok)
          ctx.addIssue({ code: "custom", path: ["zipCode"], message: postcode.message });
      },
      {
        // Every other field's message is reported too; the country's rule needs a country (and
        // an object at all).
        when: ({ value, issues }) =>
          typeof value === "object" &&
          value !== null &&
          !issues.some(
            (issue) =>
              !issue.path?.length ||
              ["state", "zipCode", "country"].includes(String(issue.path[0])),
          ),
      },
    )
    .transform((customer) => {
      const region = checkRegion(customer.country, customer.state);
      const postcode = checkPostcode(customer.country, customer.zipCode);
      return {
        ...customer,
        state: region.ok ? region.value : customer.state,
        zipCode: postcode.ok ? postcode.value : customer.zipCode,
      };
    });
}

/** A free text field that may be left empty (undefined then). */
const optionalText = (max: number) =>
  z
    .string({ error: "Please enter this as text" })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const schemas = new Map<string, ReturnType<typeof buildPlaceOrderSchema>>();

/** A field an order that ships nothing does not ask for: whatever comes is replaced by `value`. */
const unasked = <T>(value: T) =>
  z
    .unknown()
    .optional()
    .transform(() => value);

/**
 * The customer's fields an order of gift cards only replaces: nothing is posted, so only the name
 * and e-mail are asked for; the address stays empty and the country is the shop's own.
 */
function contactShape(homeCountry: string) {
  return {
    phone: unasked(null),
    address: unasked(""),
    city: unasked(""),
    state: unasked(""),
    zipCode: unasked(""),
    country: unasked(homeCountry),
  };
}

/** A code the buyer may type: trimmed, "" as none, one too long for any code refused as unknown. */
const typedCode = (error: string, max: number, unknown: string) =>
  z
    .string({ error })
    .trim()
    .max(max, unknown)
    .optional()
    .transform((value) => value || undefined);

function buildPlaceOrderSchema(homeCountry: string, shipsNothing: boolean) {
  const order = z.object({
    ...customerShape(homeCountry),
    idempotencyKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,100}$/, "Invalid idempotency key")
      .optional(),
    // A discount code named with the order (else the cart's); "" is none.
    discountCode: typedCode(
      "Enter a discount code",
      64,
      "We don't recognise that code. Please check it and try again.",
    ),
    // A gift card named with the order (else the cart's); "" is none.
    giftCard: typedCode(
      "Enter a gift card code",
      40,
      "We don't recognise that gift card. Please check the code and try again.",
    ),
    // Who the gift cards in the order are for (left empty: the buyer), and a message for them.
    giftRecipientName: optionalText(100),
    giftRecipientEmail: optionalText(254).pipe(
      z.email("Please enter the recipient's e-mail address").optional(),
    ),
    giftMessage: optionalText(500),
    /** The unticked "Keep me posted about new work": the mailing list's double opt-in. */
    keepPosted: formBoolean("Keep me posted: tick the box or leave it empty")
      .optional()
      .default(false),
    consentVersion: consentVersionField,
  });
  // Nothing to post: no address, so no country's rule for one.
  return shipsNothing ? order.extend(contactShape(homeCountry)) : withAddressRule(order);
}

/**
 * The order request: the customer plus the form's idempotency key (any client may omit it), for a
 * shop in `homeCountry` (the country of a request that names none). For a cart that `shipsNothing`
 * (gift cards only) the postal address is neither asked for nor kept.
 */
export function placeOrderSchema(
  homeCountry: string = DEFAULT_STORE.homeCountry,
  shipsNothing = false,
) {
  const key = `${homeCountry}${shipsNothing ? " contact" : ""}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildPlaceOrderSchema(homeCountry, shipsNothing);
    schemas.set(key, schema);
  }
  return schema;
}

export type PlaceOrderInput = z.output<ReturnType<typeof placeOrderSchema>>;

/** The customer's details as an order keeps them. */
export type CustomerInput = Omit<
  PlaceOrderInput,
  | "idempotencyKey"
  | "discountCode"
  | "keepPosted"
  | "consentVersion"
  | "giftCard"
  | "giftRecipientName"
  | "giftRecipientEmail"
  | "giftMessage"
>;

/** Who an order's gift cards are for, as the checkout names them (each may be left out). */
export interface GiftRecipient {
  name?: string | undefined;
  email?: string | undefined;
  message?: string | undefined;
}
