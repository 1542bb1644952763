import { emailField } from "./email-field.ts";
import { z } from "./zod-setup.ts";

/** The countries the checkout offers, US first (PRODUCT.md §9). */
export const COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "GB", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "IT", name: "Italy" },
  { code: "ES", name: "Spain" },
  { code: "NL", name: "Netherlands" },
  { code: "OTHER", name: "Other" },
] as const;

export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [string, ...string[]];

const text = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Please keep this under ${max} characters`);

/** The checkout's customer form and `POST /api/orders` body, with PRODUCT.md §5's messages. */
export const CustomerSchema = z.object({
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
  state: text(2, "State must be at least 2 characters", 100),
  zipCode: text(5, "Zip code must be at least 5 characters", 20),
  country: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || "US")
    .pipe(z.enum(COUNTRY_CODES, { error: "Please choose a country from the list" })),
});

export type CustomerInput = z.output<typeof CustomerSchema>;

/** The order request: the customer plus the form's idempotency key (any client may omit it). */
export const PlaceOrderSchema = CustomerSchema.extend({
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "Invalid idempotency key")
    .optional(),
});
