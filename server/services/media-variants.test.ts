import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../testing/images.ts";
import { placeholderColour } from "./media-variants.ts";

/** The placeholder as libvips measures it: each colour band's mean, as two hex digits. */
async function measured(data: Buffer, raw: { width: number; height: number; channels: 3 | 4 }) {
  const { channels } = await sharp(data, { raw }).stats();
  return `#${channels
    .slice(0, 3)
    .map(({ mean }) => Math.round(mean).toString(16).padStart(2, "0"))
    .join("")}`;
}

describe("placeholderColour", () => {
  it("is the mean colour libvips measures, for photos and for pixels with alpha", async () => {
    for (const [width, height] of [
      [1200, 800],
      [301, 457],
    ] as const) {
      const { data, info } = await sharp(await makeJpeg(width, height))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: 3 as const };
      expect(placeholderColour(data, 3)).toBe(await measured(data, raw));
    }
    const { data } = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 4,
        background: { r: 58, g: 110, b: 165, alpha: 0.5 },
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(placeholderColour(data, 4)).toBe("#3a6ea5");
    expect(placeholderColour(data, 4)).toBe(
      await measured(data, { width: 64, height: 48, channels: 4 }),
    );
  });
});
