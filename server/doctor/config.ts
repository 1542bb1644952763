import type { Env } from "../env.ts";
import { hostnameOf, isLoopback } from "../http/known-hosts.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "Configuration";

/** The oldest Node.js the server runs on (package.json `engines`). */
const MIN_NODE = [22, 12] as const;

/** Checks the variables alone: the public address, the proxy, host names, the Node.js version. */
export function checkConfig(env: Env, nodeVersion: string = process.versions.node): Finding[] {
  return [
    checkNode(nodeVersion),
    ...(env.NODE_ENV === "production"
      ? []
      : [
          warn(
            S,
            "NODE_ENV",
            `is ${env.NODE_ENV}: a public site runs with NODE_ENV=production (or unset).`,
          ),
        ]),
    checkPublicUrl(env),
    ...checkProxy(env),
    checkHosts(env),
  ];
}

function checkNode(version: string): Finding {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const oldEnough = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  return oldEnough
    ? ok(S, "Node.js", `${version}.`)
    : fail(
        S,
        "Node.js",
        `${version} is too old (22.12 or newer is needed): run the server with the project's own Node (npm start, or node_modules/.bin/node).`,
      );
}

function checkPublicUrl(env: Env): Finding {
  if (!env.PUBLIC_URL) {
    return fail(
      S,
      "PUBLIC_URL",
      "not set: e-mails carry no links, there is no sitemap, and every host name is answered. Set it to the site's address, e.g. PUBLIC_URL=https://art.example.",
    );
  }
  const url = new URL(env.PUBLIC_URL);
  const local = isLoopback(hostnameOf(url.host));
  if (url.pathname !== "/" || url.search || url.hash) {
    return warn(
      S,
      "PUBLIC_URL",
      `${env.PUBLIC_URL} has a path: the site is served from the root of its host, so give the address without one (${url.origin}).`,
    );
  }
  if (url.protocol === "https:") return ok(S, "PUBLIC_URL", `${env.PUBLIC_URL}.`);
  return local
    ? warn(
        S,
        "PUBLIC_URL",
        `${env.PUBLIC_URL} is this machine over plain HTTP: fine for trying the site, but a public site needs its https:// address.`,
      )
    : warn(
        S,
        "PUBLIC_URL",
        `${env.PUBLIC_URL} is plain HTTP: put a proxy with HTTPS in front (docs/DEPLOY.md, Caddy) and set PUBLIC_URL=https://${url.host}.`,
      );
}

function checkProxy(env: Env): Finding[] {
  const https = env.PUBLIC_URL?.toLowerCase().startsWith("https://") ?? false;
  const hostIsLocal = isLoopback(hostnameOf(env.HOST)) || env.HOST === "::1";
  if (!env.TRUST_PROXY) {
    return https
      ? [
          fail(
            S,
            "TRUST_PROXY",
            "not set, but PUBLIC_URL is https: the server has no TLS of its own, so it can only tell a request came over HTTPS from the proxy's X-Forwarded-Proto. Behind Caddy or nginx set TRUST_PROXY=1 (cookies are then Secure, HSTS is sent, and rate limits see each visitor's own address).",
          ),
        ]
      : [
          ok(
            S,
            "TRUST_PROXY",
            "off: forwarded headers are ignored (set TRUST_PROXY=1 when a proxy is in front).",
          ),
        ];
  }
  return [
    hostIsLocal
      ? ok(S, "TRUST_PROXY", `on, and the server listens on ${env.HOST} only, behind the proxy.`)
      : warn(
          S,
          "TRUST_PROXY",
          `on, but the server listens on ${env.HOST}: whoever reaches port ${env.PORT} directly can pretend to be any address or to use HTTPS. Set HOST=127.0.0.1 when the proxy is on this machine, or allow only the proxy through the firewall.`,
        ),
  ];
}

function checkHosts(env: Env): Finding {
  if (!env.PUBLIC_URL && env.ALLOWED_HOSTS.length === 0) {
    return warn(
      S,
      "Host names",
      "every Host header is answered: set PUBLIC_URL (and ALLOWED_HOSTS for other names) so other names get 421.",
    );
  }
  const names = new Set(env.ALLOWED_HOSTS.map((name) => hostnameOf(name)));
  if (env.PUBLIC_URL) {
    const host = hostnameOf(new URL(env.PUBLIC_URL).host);
    names.add(host);
    names.add(`admin.${host.replace(/^www\./, "")}`);
  }
  return ok(
    S,
    "Host names",
    `answers to ${[...names].join(", ")} and this machine; any other name gets 421.`,
  );
}

/** Mail settings that need no connection: is there a server, and a sender's address? */
export function checkMailConfig(env: Env): Finding[] {
  const found: Finding[] = [];
  if (!env.SMTP_URL) {
    found.push(
      warn(
        "E-mail",
        "SMTP_URL",
        "not set: no e-mail is sent (orders and messages wait in Admin → Messages). Set SMTP_URL=smtps://user:password@smtp.example:465 from your mail provider.",
      ),
    );
  }
  found.push(
    env.MAIL_FROM
      ? ok("E-mail", "MAIL_FROM", `${env.MAIL_FROM}.`)
      : warn(
          "E-mail",
          "MAIL_FROM",
          'not set: mail would go from "Easel <no-reply@localhost>", which most providers refuse. Set MAIL_FROM="Your Name <shop@your-domain>" (an address your SMTP account may send from).',
        ),
  );
  return found;
}
