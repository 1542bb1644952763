/**
 * An announcement's admin pages without JavaScript (PRODUCT.md §2, Admin → Audience): while the
 * shop has no postal address the send buttons are disabled and name why, said once; with one they
 * are not. A draft is edited with its fields filled in, and deleted.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { formPost, servePages, textOf } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const { site: siteOf, ownerText } = servePages();
const NO_ADDRESS =
  "Add your postal address under Settings → Profile first: every list mail must carry it.";

describe.each(DB_KINDS)("an announcement's admin pages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL: "http://localhost" } });
  const draft = async () => {
    const made = await t.owner(
      "/api/admin/announcements",
      json("POST", { subject: "Open studio", intro: "Come and see." }),
    );
    expect(made.status).toBe(201);
    return made.body.id as number;
  };
  const html = async (path: string) => {
    const answer = await siteOf(t)(path, { headers: { cookie: t.cookie } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it("disables both sends while there is no postal address, saying why once", async () => {
    const id = await draft();
    const page = await html(`/admin/audience/announcements/${id}`);
    // Said once on the page (the loader's data for the browser aside).
    const shown = textOf(page.replace(/<script[\s\S]*?<\/script>/g, ""));
    expect(shown.split(NO_ADDRESS)).toHaveLength(2);
    expect(page).toMatch(/<p id="announcement-blocked"[^>]*>Add your postal address/);
    for (const label of ["Send me a test", "Send to the list"]) {
      const button = new RegExp(`<button[^>]*>${label}</button>`).exec(page)?.[0] ?? "";
      expect(button).toContain("disabled");
      expect(button).toContain('aria-describedby="announcement-blocked"');
    }

    // Settings says where the address goes: the announcements too.
    expect(await ownerText(t)("/admin/settings")).toContain(
      "named in the legal pages, and at the foot of every announcement mailed to your list (none can be sent without it).",
    );
    await t.services.settingStore.set("profile", {
      ...DEFAULT_PROFILE,
      businessAddress: "Studio 4, 12 Harbour Lane",
    });
    const ready = await html(`/admin/audience/announcements/${id}`);
    expect(ready).not.toContain(NO_ADDRESS);
    expect(/<button[^>]*>Send to the list<\/button>/.exec(ready)?.[0]).not.toContain("disabled");
  });

  it("edits a draft with its fields filled in, and deletes it", async () => {
    const id = await draft();
    const form = await html(`/admin/audience/announcements/${id}/edit`);
    expect(form).toMatch(/name="subject"[^>]*value="Open studio"/);
    expect(form).toContain(">Come and see.</textarea>");
    const saved = await siteOf(t)(
      `/admin/audience/announcements/${id}/edit`,
      formPost({ intent: "update", subject: "Open studio, Saturday", intro: "Do come." }, t.cookie),
    );
    expect([302, 303]).toContain(saved.status);
    expect(await ownerText(t)(`/admin/audience/announcements/${id}`)).toContain(
      "Open studio, Saturday",
    );

    const deleted = await siteOf(t)(
      `/admin/audience/announcements/${id}`,
      formPost({ intent: "delete" }, t.cookie),
    );
    expect([302, 303]).toContain(deleted.status);
    expect((await t.owner(`/api/admin/announcements/${id}`)).status).toBe(404);
  });
});
