import { describe, expect, it } from "vitest";
import {
  mediaKeyOf,
  mediaUrl,
  pickWidth,
  srcSet,
  thumbnailUrl,
  variantWidths,
} from "./media-urls.ts";

const KEY = "0123456789abcdef0123456789abcdef";

describe("variantWidths", () => {
  it("uses the section's widths for large originals", () => {
    expect(variantWidths("portfolio", 2400)).toEqual([300, 600, 1200]);
    expect(variantWidths("carousel", 2400)).toEqual([400, 1920]);
    expect(variantWidths("shop", 800)).toEqual([200, 400, 800]);
  });

  it("never enlarges: widths above the original collapse to the original width", () => {
    expect(variantWidths("portfolio", 500)).toEqual([300, 500]);
    expect(variantWidths("shop", 150)).toEqual([150]);
  });
});

describe("media URLs", () => {
  it("builds variant URLs and srcsets", () => {
    expect(mediaUrl(KEY, 600)).toBe(`/media/${KEY}/600.webp`);
    expect(srcSet({ key: KEY, widths: [300, 600] }, "avif")).toBe(
      `/media/${KEY}/300.avif 300w, /media/${KEY}/600.avif 600w`,
    );
  });

  it("picks the smallest variant at least as wide as needed", () => {
    expect(pickWidth([300, 600, 1200], 500)).toBe(600);
    expect(pickWidth([300, 600, 1200], 2000)).toBe(1200);
  });

  it("rewrites a media URL to its small thumbnail and leaves other URLs alone", () => {
    expect(mediaKeyOf(`/media/${KEY}/800.webp`)).toBe(KEY);
    expect(thumbnailUrl(`/media/${KEY}/800.webp`)).toBe(`/media/${KEY}/200.webp`);
    expect(thumbnailUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(mediaKeyOf("/media/../../etc/passwd")).toBeUndefined();
  });
});
