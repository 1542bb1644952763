/**
 * A saved draft announcement is edited and deleted (PRODUCT.md §7, Audience): `PATCH` rewrites it
 * with the body a new one takes, `DELETE` removes it; once sent, it is neither (409).
 */
import { expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, expectAnswer } from "../../testing/use-test-app.ts";

describeApp("a draft announcement, edited and deleted", { owner: true }, (t) => {
  const create = async (body: Record<string, unknown>) => {
    const made = await t.owner("/api/admin/announcements", json("POST", body));
    expect(made.status).toBe(201);
    return made.body.id as number;
  };
  const edit = (id: number, body: unknown) =>
    t.owner(`/api/admin/announcements/${id}`, json("PATCH", body));
  const remove = (id: number) =>
    t.request(`/api/admin/announcements/${id}`, {
      method: "DELETE",
      headers: { cookie: t.cookie },
    });

  it("rewrites a draft whole, refusing bad input as a new one does, and deletes it", async () => {
    const card = await addProduct(t.db(), { name: "Owl Card", category: "cards", price: 350 });
    const id = await create({ subject: "Open studio", intro: "Come and see." });
    const edited = await edit(id, {
      subject: "Open studio, Saturday",
      intro: "Come and see **the herons**.",
      productIds: [card],
    });
    expectAnswer(edited, 200, {
      id,
      subject: "Open studio, Saturday",
      intro: "Come and see **the herons**.",
      productIds: [card],
      artworkIds: [],
      status: "draft",
      slug: "open-studio-saturday",
    });
    const refused = await edit(id, { subject: "", intro: "x" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toContain("subject");
    expect((await t.owner(`/api/admin/announcements/${id}`)).body.subject).toBe(
      "Open studio, Saturday",
    );

    expect((await remove(id)).status).toBe(204);
    expect((await t.owner(`/api/admin/announcements/${id}`)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it("leaves a sent announcement as it went", async () => {
    const id = await create({ subject: "Spring work", intro: "New paintings." });
    const at = new Date().toISOString();
    await t
      .db()
      .updateTable("announcements")
      .set({ status: "sent", queued_at: at })
      .where("id", "=", id)
      .execute();
    const edited = await edit(id, { subject: "Changed", intro: "Changed." });
    expectAnswer(edited, 409, { message: "This announcement has been sent already." });
    expect((await remove(id)).status).toBe(409);
    expect((await t.owner(`/api/admin/announcements/${id}`)).body.subject).toBe("Spring work");
  });
});
