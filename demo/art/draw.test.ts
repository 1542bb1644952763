import { describe, expect, it } from "vitest";
import { ART_SUBJECTS, type ArtSubject, defaultSize, drawArt, PAINTING_SUBJECTS } from "./draw.ts";

/** Tags balance and nest properly, attributes are quoted: enough to call the markup well formed. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const m of svg.matchAll(tag)) {
    const between = svg.slice(last, m.index);
    expect(between, `stray markup near …${between.slice(0, 40)}`).not.toMatch(/[<>]/);
    last = (m.index ?? 0) + m[0].length;
    if (m[0].startsWith("<!--")) continue;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? "");
  }
  expect(svg.slice(last)).toBe("");
  expect(stack).toEqual([]);
}

function attr(svg: string, name: string): string | undefined {
  return svg.slice(0, svg.indexOf(">")).match(new RegExp(` ${name}="([^"]*)"`))?.[1];
}

describe("drawArt", () => {
  it.each(ART_SUBJECTS)(
    "draws %s as a standalone, deterministic SVG of the stated size",
    (subject) => {
      for (const seed of [11, 12]) {
        const svg = drawArt(subject, { seed });
        expect(svg).toBe(drawArt(subject, { seed }));
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(attr(svg, "xmlns")).toBe("http://www.w3.org/2000/svg");
        const { width, height } = defaultSize(subject, 2400, seed);
        expect(attr(svg, "width")).toBe(String(width));
        expect(attr(svg, "height")).toBe(String(height));
        expect(attr(svg, "viewBox")).toMatch(/^0 0 1000 [\d.]+$/);
        assertWellFormed(svg);
      }
    },
  );

  it.each(ART_SUBJECTS)("uses no images, scripts or external references in %s", (subject) => {
    for (const seed of [1, 2, 3]) {
      const svg = drawArt(subject, { seed });
      expect(svg).not.toMatch(
        /<image|<script|<foreignObject|href="(?!#)|url\((?!#)|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i,
      );
      expect(svg.length).toBeLessThan(150_000);
    }
  });

  it.each(ART_SUBJECTS)("draws a different %s for a different seed", (subject) => {
    const seen = new Set([1, 2, 3, 4].map((seed) => drawArt(subject, { seed })));
    expect(seen.size).toBe(4);
  });

  it.each(ART_SUBJECTS)("honours a requested size for %s", (subject) => {
    const svg = drawArt(subject, { seed: 5, width: 600, height: 450 });
    expect(attr(svg, "width")).toBe("600");
    expect(attr(svg, "height")).toBe("450");
    expect(attr(svg, "viewBox")).toBe("0 0 1000 750");
    const narrow = drawArt(subject, { seed: 5, width: 800 });
    expect(attr(narrow, "width")).toBe("800");
    expect(attr(narrow, "height")).toBe(String(defaultSize(subject, 800, 5).height));
  });

  it("keeps each subject's aspect ratio", () => {
    const ratio = (s: ArtSubject, seed?: number) => {
      const { width, height } = defaultSize(s, 2400, seed);
      return width / height;
    };
    expect(ratio("hero")).toBeCloseTo(16 / 9, 2);
    expect(ratio("snap-cat")).toBeCloseTo(63 / 88, 2);
    expect(ratio("studio")).toBeCloseTo(3 / 2, 2);
    expect(ratio("portrait")).toBeCloseTo(4 / 5, 2);
    for (const s of ["pots-vases", "coaster", "greeting-card"] as const)
      expect(ratio(s)).toBeCloseTo(4 / 3, 2);
    const allowed = [4 / 5, 3 / 4, 4 / 3, 3 / 2, 1];
    const seen = new Set<number>();
    for (const s of PAINTING_SUBJECTS) {
      for (let seed = 1; seed <= 12; seed++) {
        const r = ratio(s, seed);
        expect(allowed.some((a) => Math.abs(a - r) < 0.01)).toBe(true);
        seen.add(Math.round(r * 100));
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it("draws the requested snap-pack edition", () => {
    const editions = ["cat", "dog", "rat"].map((variant) =>
      drawArt("snap-pack", { seed: 1, variant }),
    );
    expect(new Set(editions).size).toBe(3);
  });
});
