/**
 * `npm run doctor [-- --send-test] [-- --backups DIR]`: checks a deployment's configuration with
 * the same environment as `npm start` and prints what to fix (server/doctor/). Exit code 1 when
 * anything must be fixed (✗). Run it as the user the server runs as (docs/DEPLOY.md).
 */
import { parseArgs } from "node:util";
import { exitCodeOf, formatReport } from "../server/doctor/findings.ts";
import { runDoctor } from "../server/doctor/run.ts";

const USAGE = `Usage: npm run doctor [-- --send-test] [-- --backups DIR]

Checks the configuration npm start would use (the same environment variables) and prints
what to fix: ✓ fine, ! worth a look, ✗ must be fixed (then the exit code is 1).

  --send-test     also send a test e-mail to the owner's address (OWNER_EMAIL)
  --backups DIR   where the nightly backups are (default: BACKUP_DIR, else the current
                  folder and backups/ beside DATA_DIR)
`;

let values: { "send-test"?: boolean; backups?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      "send-test": { type: "boolean" },
      backups: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}

const report = await runDoctor({
  sendTest: values["send-test"] ?? false,
  ...(values.backups ? { backups: values.backups } : {}),
});
process.stdout.write(formatReport(report.findings, report.heading));
process.exit(exitCodeOf(report.findings));
