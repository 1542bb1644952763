import { describe, expect, it } from "vitest";
import { findingAbout as about, doctorEnv as env } from "../../testing/doctor.ts";
import { checkConfig, checkMailConfig } from "./config.ts";

describe("doctor: configuration", () => {
  it("passes a site behind a proxy on this machine with an https address", () => {
    const findings = checkConfig(
      env({ PUBLIC_URL: "https://art.example", TRUST_PROXY: "1", HOST: "127.0.0.1" }),
      "24.21.0",
    );
    expect(findings.map((finding) => finding.status)).toEqual(["ok", "ok", "ok", "ok"]);
    expect(about(findings, "Host names").message).toContain("art.example, admin.art.example");
  });

  it("must have PUBLIC_URL", () => {
    const finding = about(checkConfig(env({}), "24.0.0"), "PUBLIC_URL");
    expect(finding.status).toBe("fail");
    expect(finding.message).toContain("PUBLIC_URL=https://");
  });

  // Plain HTTP (more gently on this machine) and a path.
  it.each([
    ["http://art.example", "PUBLIC_URL=https://art.example"],
    ["http://localhost:3000", "fine for trying"],
    ["https://art.example/shop", "(https://art.example)"],
  ])("warns about PUBLIC_URL=%s, saying %j", (url, says) => {
    const finding = about(checkConfig(env({ PUBLIC_URL: url })), "PUBLIC_URL");
    expect(finding.status).toBe("warn");
    expect(finding.message).toContain(says);
  });

  it("fails an https address without TRUST_PROXY: the server could not know it is on HTTPS", () => {
    const finding = about(checkConfig(env({ PUBLIC_URL: "https://art.example" })), "TRUST_PROXY");
    expect(finding.status).toBe("fail");
    expect(finding.message).toContain("set TRUST_PROXY=1");
    const plain = about(checkConfig(env({ PUBLIC_URL: "http://art.example" })), "TRUST_PROXY");
    expect(plain.status).toBe("ok");
  });

  it("warns when a trusted proxy could be bypassed: the server listens on every address", () => {
    const finding = about(
      checkConfig(env({ PUBLIC_URL: "https://art.example", TRUST_PROXY: "1" })),
      "TRUST_PROXY",
    );
    expect(finding.status).toBe("warn");
    expect(finding.message).toContain("HOST=127.0.0.1");
  });

  it("warns when every host name is answered, and lists ALLOWED_HOSTS when set", () => {
    expect(about(checkConfig(env({})), "Host names").status).toBe("warn");
    const finding = about(
      checkConfig(env({ ALLOWED_HOSTS: "shop.example, art.example:8443" })),
      "Host names",
    );
    expect(finding.status).toBe("ok");
    expect(finding.message).toContain("shop.example, art.example");
  });

  it("refuses a Node.js older than 22.12 and warns about NODE_ENV=development", () => {
    expect(about(checkConfig(env({}), "22.11.0"), "Node.js").status).toBe("fail");
    expect(about(checkConfig(env({}), "22.12.0"), "Node.js").status).toBe("ok");
    expect(about(checkConfig(env({ NODE_ENV: "development" })), "NODE_ENV").status).toBe("warn");
  });

  it("asks for SMTP_URL and MAIL_FROM", () => {
    const bare = checkMailConfig(env({}));
    expect(bare.map((finding) => [finding.subject, finding.status])).toEqual([
      ["SMTP_URL", "warn"],
      ["MAIL_FROM", "warn"],
    ]);
    const set = checkMailConfig(
      env({ SMTP_URL: "smtp://mail.example:587", MAIL_FROM: "Ann <a@x.example>" }),
    );
    expect(set.map((finding) => [finding.subject, finding.status])).toEqual([["MAIL_FROM", "ok"]]);
  });
});
