import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#core/password-policy.ts";
import { parseS3Url, type S3Location } from "./services/s3-client.ts";

const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "1" || value === "true"));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Where images live; a folder several servers share (NFS, …) when they run on several machines. */
    MEDIA_DIR: z.string().min(1).optional(),
    /**
     * Pictures in an S3-compatible bucket instead of MEDIA_DIR (decision 025): `s3://bucket/prefix`,
     * reached with the AWS SDK's own variables below; served through a disk cache of MEDIA_CACHE_MB.
     */
    MEDIA_S3_URL: z
      .string()
      .optional()
      .superRefine((url, context) => {
        if (url === undefined) return;
        try {
          parseS3Url(url);
        } catch (error) {
          context.addIssue({ code: "custom", message: `MEDIA_S3_URL ${(error as Error).message}` });
        }
      }),
    MEDIA_CACHE_MB: z.coerce.number().int().min(16).max(1_048_576).default(1024),
    AWS_REGION: z.string().optional(),
    AWS_ENDPOINT_URL_S3: z
      .url()
      .refine(
        (url) => /^https?:\/\//i.test(url),
        "AWS_ENDPOINT_URL_S3 must start with https:// or http://, as in https://s3.eu-central-003.backblazeb2.com",
      )
      .optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    AWS_SESSION_TOKEN: z.string().optional(),
    /** Path-style bucket addresses; by default they are when AWS_ENDPOINT_URL_S3 is set. */
    S3_FORCE_PATH_STYLE: z
      .enum(["0", "1", "true", "false"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "1" || value === "true")),
    /**
     * Off-site backups (decision 024): where (`s3://bucket/prefix`, reached with the AWS SDK's own
     * variables above), the passphrase they are encrypted with, and when the nightly one is made
     * (the server's local time: its TZ).
     */
    BACKUP_S3_URL: z
      .string()
      .optional()
      .superRefine((url, context) => {
        if (url === undefined) return;
        try {
          parseS3Url(url);
        } catch (error) {
          context.addIssue({
            code: "custom",
            message: `BACKUP_S3_URL ${(error as Error).message}`,
          });
        }
      }),
    BACKUP_PASSPHRASE: z
      .string()
      .min(12, "BACKUP_PASSPHRASE must be at least 12 characters: a few uncommon words")
      .optional(),
    BACKUP_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "BACKUP_TIME must be a time of day such as 03:00")
      .default("03:00"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
    // Its strength (core/password-policy.ts) is checked at start-up, against the site's own words.
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD must be under ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().optional(),
    /** Signs a mail provider's bounce and complaint events (`POST /api/mail/events`). */
    MAIL_WEBHOOK_SECRET: z
      .string()
      .min(16, "MAIL_WEBHOOK_SECRET must be at least 16 characters")
      .optional(),
    OWNER_EMAIL: z.email().optional(),
    PUBLIC_URL: z
      .url()
      .refine((url) => /^https?:\/\//i.test(url), "PUBLIC_URL must start with https:// or http://")
      .optional(),
    /** More host names to answer to, beside PUBLIC_URL's: comma or space separated. */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) => (value ?? "").split(/[\s,]+/).filter(Boolean))
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/i,
              "ALLOWED_HOSTS must list host names such as shop.example, separated by commas",
            ),
        ),
      ),
    /**
     * Card payments through Stripe Checkout (PRODUCT.md §4, "Paying by card"): on only when both keys
     * are set; `npm run doctor` checks their shape. STRIPE_API_URL points the library at another host
     * (a local stand-in of Stripe's API in tests).
     */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z
      .url()
      .refine(
        (url) => /^https?:\/\//i.test(url),
        "STRIPE_API_URL must start with https:// or http://",
      )
      .optional(),
    TRUST_PROXY: flag(false),
    SEED_DEMO: flag(true),
    /** Count page views without cookies (PRODUCT.md §6, Statistics); 0 turns counting off. */
    COUNT_VISITS: flag(true),
    /**
     * What the server may keep in its caches (finished pages, replayed API answers, reads), in MB;
     * each evicts its least recently used entries past its share (decision 020).
     */
    CACHE_MB: z.coerce.number().int().min(4).max(65_536).default(64),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .refine((env) => Boolean(env.AWS_ACCESS_KEY_ID) === Boolean(env.AWS_SECRET_ACCESS_KEY), {
    path: ["AWS_SECRET_ACCESS_KEY"],
    message:
      "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither (the SDK's own profile or role then)",
  });

/** The validated runtime configuration (decision 013 §1). */
export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  mediaDir: string;
  /** MEDIA_S3_URL read: the bucket and folder of the pictures, when they are not in MEDIA_DIR. */
  mediaBucket: S3Location | undefined;
  /** The disk cache of pictures fetched from the bucket. */
  mediaCacheDir: string;
  /** BACKUP_S3_URL read: the bucket and folder of the off-site backups, when they are made. */
  backupBucket: S3Location | undefined;
};

/** Reads and validates the environment once; throws a readable error listing every bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const mediaDir = path.resolve(parsed.data.MEDIA_DIR ?? path.join(dataDir, "media"));
  const { MEDIA_S3_URL } = parsed.data;
  const mediaBucket = MEDIA_S3_URL ? parseS3Url(MEDIA_S3_URL) : undefined;
  const mediaCacheDir = path.join(dataDir, "media-cache");
  const { BACKUP_S3_URL } = parsed.data;
  const backupBucket = BACKUP_S3_URL ? parseS3Url(BACKUP_S3_URL) : undefined;
  return { ...parsed.data, dataDir, mediaDir, mediaBucket, mediaCacheDir, backupBucket };
}
