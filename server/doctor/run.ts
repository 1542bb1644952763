import { type Env, readEnv } from "../env.ts";
import { backupFolders, checkBackups } from "./backups.ts";
import { checkCaches } from "./caches.ts";
import { checkConfig, checkMailConfig } from "./config.ts";
import { checkDatabase, describeUrl } from "./database.ts";
import { type Finding, fail } from "./findings.ts";
import { checkFolders, type FolderOptions } from "./folders.ts";
import { checkOwnerAddress, checkSmtp } from "./mail.ts";
import { checkOffsiteBackups } from "./offsite.ts";
import { checkCardPayments } from "./payments.ts";
import { checkPictures } from "./pictures.ts";

export interface DoctorOptions extends FolderOptions {
  /** The environment to check (default process.env), read as `npm start` reads it. */
  source?: NodeJS.ProcessEnv;
  /** `--send-test`: send a test message to the owner. */
  sendTest?: boolean;
  /** `--backups DIR`: where the backups are. */
  backups?: string;
  /** PostgreSQL schema to look in (tests use one per test). */
  schema?: string;
  now?: Date;
}

export interface DoctorReport {
  heading: string;
  findings: Finding[];
}

/** Every check of `npm run doctor`, in the order they are printed. Changes nothing but a probe file. */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const source = options.source ?? process.env;
  let env: Env;
  try {
    env = readEnv(source);
  } catch (error) {
    return {
      heading: "Easel doctor",
      findings: [
        fail(
          "Configuration",
          "Environment",
          `${(error as Error).message.replace(/\n\s*/g, " ")} — fix it and run the doctor again (the server would not start).`,
        ),
      ],
    };
  }
  const database = await checkDatabase(env, options.schema ? { schema: options.schema } : {});
  const findings = [
    ...checkConfig(env),
    checkCaches(env),
    ...(await checkFolders(env, options)),
    ...(await checkPictures(env)),
    ...database.findings,
    ...checkMailConfig(env),
    checkOwnerAddress(env, database.profileEmail),
    ...(await checkSmtp(env, {
      profileEmail: database.profileEmail,
      sendTest: options.sendTest ?? false,
      ...(options.now ? { now: options.now } : {}),
    })),
    ...checkCardPayments(env),
    ...(await checkBackups(backupFolders(env, options.backups, source), options.now)),
    ...(await checkOffsiteBackups(env, options.now)),
  ];
  const engine = env.DATABASE_URL ? `PostgreSQL ${describeUrl(env.DATABASE_URL)}` : "SQLite";
  return { heading: `Easel doctor: ${env.dataDir} (${engine})`, findings };
}
