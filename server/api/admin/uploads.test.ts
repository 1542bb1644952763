import { describe, expect, it } from "vitest";
import { makeJpeg, makePng } from "../../../testing/images.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";

function form(fields: Record<string, string | Array<[Buffer, string]>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") data.append(name, value);
    else
      for (const [bytes, file] of value) data.append(name, new Blob([new Uint8Array(bytes)]), file);
  }
  return data;
}

describe.each(DB_KINDS)("upload API (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const post = (path: string, body: FormData, withCookie = true) =>
    t.request(path, { method: "POST", body, headers: withCookie ? { cookie: t.cookie } : {} });

  it("refuses every upload without the owner's session", async () => {
    const jpeg = await makeJpeg(64, 48);
    for (const [path, field] of [
      ["/api/admin/upload", "files"],
      ["/api/admin/uploads", "files"],
      ["/api/upload", "image"],
    ] as const) {
      expect((await post(path, form({ [field]: [[jpeg, "a.jpg"]] }), false)).status).toBe(401);
    }
  });

  it("stores each file through the media pipeline and answers with its URL", async () => {
    const one = await post(
      "/api/admin/upload",
      form({ files: [[await makeJpeg(1600, 1200), "Fox at dawn.jpg"]] }),
    );
    expect(one.status).toBe(201);
    const { files } = (await one.json()) as { files: Array<{ path: string; key: string }> };
    expect(files).toEqual([
      {
        path: expect.stringMatching(/^\/media\/[a-f0-9]{32}\/600\.webp$/),
        key: expect.any(String),
      },
    ]);
    // Portfolio widths by default, and the variant is served.
    expect((await t.request(files[0]!.path)).status).toBe(200);
    expect((await t.request(files[0]!.path.replace("600.webp", "1200.avif"))).status).toBe(200);
    const asset = await t.services.media.find(files[0]!.key);
    expect(asset).toMatchObject({ section: "portfolio", alt: "Fox at dawn" });

    const many = await post(
      "/api/admin/uploads",
      form({
        files: [
          [await makeJpeg(900, 900), "a.jpg"],
          [await makePng(500, 300), "b.png"],
        ],
      }),
    );
    expect(many.status).toBe(201);
    const { imageUrls } = (await many.json()) as { imageUrls: string[] };
    expect(imageUrls).toHaveLength(2);
    expect(imageUrls[0]).toMatch(/^\/media\/[a-f0-9]{32}\/400\.webp$/);

    const single = await post(
      "/api/upload",
      form({ image: [[await makeJpeg(500, 500), "c.jpg"]], section: "shop" }),
    );
    expect(single.status).toBe(201);
    expect(((await single.json()) as { url: string }).url).toMatch(
      /^\/media\/[a-f0-9]{32}\/400\.webp$/,
    );
  });

  it("names the file that could not be stored", async () => {
    const response = await post(
      "/api/admin/upload",
      form({ files: [[Buffer.from("not an image at all"), "notes.txt"]] }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Failed to upload notes.txt: Unsupported image type",
    });
  });

  it("asks for files and a known section", async () => {
    const none = await post("/api/admin/uploads", form({ section: "shop" }));
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: "Please select files first" });
    const section = await post(
      "/api/admin/upload",
      form({ files: [[await makeJpeg(64, 64), "a.jpg"]], section: "attic" }),
    );
    expect(section.status).toBe(400);
  });
});
