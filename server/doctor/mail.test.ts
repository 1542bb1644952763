import net from "node:net";
import { describe, expect, it } from "vitest";
import { doctorEnv as env } from "../../testing/doctor.ts";
import { withSmtp } from "../../testing/smtp.ts";
import { checkOwnerAddress, checkSmtp } from "./mail.ts";

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("doctor: e-mail", () => {
  it("checks nothing over the network without SMTP_URL", async () => {
    expect(await checkSmtp(env({}))).toEqual([]);
  });

  it("connects to the SMTP server, and sends nothing unless asked", async () => {
    await withSmtp(async (smtp) => {
      const findings = await checkSmtp(
        env({ SMTP_URL: smtp.url, OWNER_EMAIL: "ann@studio.example" }),
      );
      expect(findings.map((finding) => [finding.subject, finding.status])).toEqual([
        ["SMTP server", "ok"],
        ["Test message", "ok"],
      ]);
      expect(findings[1]?.message).toContain("--send-test");
      expect(smtp.received).toHaveLength(0);
    });
  });

  it("with --send-test sends one message to OWNER_EMAIL, else to the profile's address, from MAIL_FROM", async () => {
    await withSmtp(async (smtp) => {
      const findings = await checkSmtp(
        env({
          SMTP_URL: smtp.url,
          OWNER_EMAIL: "ann@studio.example",
          MAIL_FROM: "Ann's shop <shop@studio.example>",
          PUBLIC_URL: "https://art.example",
        }),
        { sendTest: true, profileEmail: "other@studio.example" },
      );
      expect(findings[1]?.status).toBe("ok");
      expect(findings[1]?.message).toContain("sent to ann@studio.example");
      await checkSmtp(env({ SMTP_URL: smtp.url }), {
        sendTest: true,
        profileEmail: "profile@studio.example",
      });
      expect(smtp.received.map((mail) => [mail.from, mail.to])).toEqual([
        ["shop@studio.example", ["ann@studio.example"]],
        ["no-reply@localhost", ["profile@studio.example"]],
      ]);
      expect(smtp.received[0]?.raw).toContain("Subject: Easel: a test message from npm run doctor");
      // The body is quoted-printable: joined at its soft line breaks.
      expect(smtp.received[0]?.raw.replace(/=\r?\n/g, "")).toContain("for https://art.example.");
    });
  });

  it("refuses to send a test to nobody (the demo profile's example address)", async () => {
    await withSmtp(async (smtp) => {
      const findings = await checkSmtp(env({ SMTP_URL: smtp.url }), {
        sendTest: true,
        profileEmail: "hello@example.com",
      });
      expect(findings[1]?.status).toBe("fail");
      expect(findings[1]?.message).toContain("set OWNER_EMAIL");
      expect(smtp.received).toHaveLength(0);
    });
  });

  it("fails a server that does not answer, naming it without its password", async () => {
    const port = await closedPort();
    const findings = await checkSmtp(env({ SMTP_URL: `smtp://shop:hunter22@127.0.0.1:${port}` }));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.status).toBe("fail");
    expect(findings[0]?.message).toContain(
      `smtp://shop@127.0.0.1:${port} did not accept a connection`,
    );
    expect(findings[0]?.message).toContain("ECONNREFUSED");
    expect(findings[0]?.message).not.toContain("hunter22");
  });

  it("knows where the owner's notices go: OWNER_EMAIL, else a real profile address", () => {
    expect(checkOwnerAddress(env({ OWNER_EMAIL: "ann@studio.example" }), undefined).status).toBe(
      "ok",
    );
    const profile = checkOwnerAddress(env({}), "ann@studio.example");
    expect(profile.status).toBe("ok");
    expect(profile.message).toContain("the profile's address, ann@studio.example");
    expect(checkOwnerAddress(env({}), "hello@example.com").status).toBe("warn");
    expect(checkOwnerAddress(env({}), undefined).status).toBe("warn");
  });
});
