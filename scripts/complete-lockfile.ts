/**
 * Adds lock entries for platform-specific optional packages that the registry mirror of the build
 * machines does not carry (e.g. @biomejs/cli-darwin-arm64). `npm install` there leaves them out of
 * package-lock.json and `npm ci` then refuses the lock as out of sync. Each added entry names its
 * platform, so npm skips it on other platforms and fetches it by version where it applies.
 *
 * Run after changing dependencies: `npm install && node scripts/complete-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OSES = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
];
const CPUS = [
  "arm64",
  "x64",
  "arm",
  "ia32",
  "riscv64",
  "s390x",
  "ppc64",
  "loong64",
  "wasm32",
  "mips64el",
];

/** The platform a package is for, read from its name (`cli-linux-x64-musl`, `darwin-arm64` …). */
function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> {
  const words = name.split("/").at(-1)!.split(/[-.]/);
  const os = OSES.find((candidate) => words.includes(candidate));
  const cpu = CPUS.find((candidate) => words.includes(candidate));
  const libc = words.includes("musl")
    ? "musl"
    : os === "linux" && words.includes("gnu")
      ? "glibc"
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Lock entries for the platform-specific optional packages the lock does not list yet. */
export function missingPlatformEntries(lock: Lockfile): Record<string, LockEntry> {
  const missing: Record<string, LockEntry> = {};
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const parentDir = location === "" ? "" : `${location}/`;
      const candidates = [`${parentDir}node_modules/${name}`, `node_modules/${name}`];
      if (candidates.some((candidate) => lock.packages[candidate])) continue;
      const platform = platformOf(name);
      if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
      missing[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
    }
  }
  return missing;
}

export const LOCK_PATH = path.resolve(import.meta.dirname, "../package-lock.json");

if (import.meta.main) {
  const lock = JSON.parse(readFileSync(LOCK_PATH, "utf8")) as Lockfile;
  const missing = missingPlatformEntries(lock);
  lock.packages = Object.fromEntries(
    Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`complete-lockfile: added ${Object.keys(missing).length} platform entries`);
}
