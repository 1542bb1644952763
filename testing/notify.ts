/** "Tell me when it is available" over the audience's site and SMTP sink (testing/audience.ts). */
import { linkOf, type useAudienceSite } from "./audience.ts";
import { json } from "./test-app.ts";

type Site = ReturnType<typeof useAudienceSite>;

/** Requests, links and the outbox's notify mails of the current test's site. */
export function notifyHelpers(site: Site) {
  const { t } = site;
  const mailsOf = async (kind: "notify-confirmation" | "notify-notice", email?: string) => {
    let query = t
      .db()
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("kind", "=", kind)
      .orderBy("id");
    if (email) query = query.where("to_address", "=", email);
    return query.execute();
  };
  return {
    /** `POST /api/notify` from `address`. */
    notify: (body: unknown, address = "198.51.100.30") =>
      t.request("/api/notify", json("POST", body), address),
    /** The notify mails of one kind queued, to `email` or to anyone, oldest first. */
    mailsOf,
    /** The confirmation and forget tokens of the newest confirmation mail queued to `email`. */
    async tokens(email: string) {
      const mails = await mailsOf("notify-confirmation", email);
      const text = mails.at(-1)!.text_body;
      return { confirm: linkOf(text, "notify/confirm"), forget: linkOf(text, "notify/forget") };
    },
    /** The waiting rows for `email`. */
    rows: (email?: string) => {
      let query = t.db().selectFrom("notify_requests").selectAll().orderBy("id");
      if (email) query = query.where("email", "=", email);
      return query.execute();
    },
  };
}
