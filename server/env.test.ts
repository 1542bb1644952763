import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("applies the runtime contract's defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", TRUST_PROXY: false, SEED_DEMO: true });
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads every variable and treats blank values as unset", () => {
    const env = readEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/easel",
      DATABASE_URL: "postgres://u:p@db/easel",
      ADMIN_PASSWORD: "long enough for sure",
      TRUST_PROXY: "1",
      SEED_DEMO: "0",
      PUBLIC_URL: "https://art.example",
      SMTP_URL: "",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      dataDir: "/var/lib/easel",
      DATABASE_URL: "postgres://u:p@db/easel",
      ADMIN_PASSWORD: "long enough for sure",
      TRUST_PROXY: true,
      SEED_DEMO: false,
      PUBLIC_URL: "https://art.example",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("wants ADMIN_PASSWORD to have at least 12 characters, as the Settings page does", () => {
    expect(() => readEnv({ ADMIN_PASSWORD: "eleven char" })).toThrow(
      "ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters",
    );
    expect(readEnv({ ADMIN_PASSWORD: "twelve chars" }).ADMIN_PASSWORD).toBe("twelve chars");
  });

  it("names every invalid variable", () => {
    expect(() =>
      readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });
});
