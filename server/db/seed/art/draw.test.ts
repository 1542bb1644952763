import { describe, expect, it } from "vitest";
import { ART_SUBJECTS, defaultSize, drawArt } from "./draw.ts";

describe("drawArt", () => {
  it.each(ART_SUBJECTS)(
    "draws %s as a standalone, deterministic SVG of the stated size",
    (subject) => {
      const svg = drawArt(subject, { seed: 11 });
      expect(svg).toBe(drawArt(subject, { seed: 11 }));
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      const { width, height } = defaultSize(subject, 2400, 11);
      expect(svg).toMatch(new RegExp(`width="${width}"`));
      expect(svg).toMatch(new RegExp(`height="${height}"`));
      expect(svg).not.toMatch(/<image|href="https?:|url\(https?:|<script/i);
      expect(svg.length).toBeLessThan(150_000);
    },
  );

  it.each(ART_SUBJECTS)("draws a different %s for a different seed", (subject) => {
    expect(drawArt(subject, { seed: 1 })).not.toBe(drawArt(subject, { seed: 2 }));
  });

  it("honours a requested size", () => {
    const svg = drawArt("hero", { seed: 3, width: 1600, height: 900 });
    expect(svg).toMatch(/width="1600"/);
    expect(svg).toMatch(/height="900"/);
  });
});
