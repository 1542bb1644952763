import { describe, expect, it } from "vitest";
import {
  type FeaturableArtwork,
  featuredInOrder,
  homeArtworks,
  MAX_FEATURED,
  NEWEST_SHOWN,
} from "./featured-artworks.ts";

const art = (id: number, over: Partial<FeaturableArtwork> = {}): FeaturableArtwork => ({
  id,
  isFeatured: false,
  displayOrder: null,
  ...over,
});
const ids = (list: FeaturableArtwork[]) => list.map((a) => a.id);

describe("featuredInOrder", () => {
  it("keeps only featured artworks, by display order, those without one last, then by id", () => {
    const list = [
      art(1, { isFeatured: true }),
      art(2, { isFeatured: true, displayOrder: 5 }),
      art(3, { displayOrder: 0 }),
      art(4, { isFeatured: true, displayOrder: 1 }),
      art(5, { isFeatured: true, displayOrder: 5 }),
    ];
    expect(ids(featuredInOrder(list))).toEqual([4, 2, 5, 1]);
  });
});

describe("homeArtworks", () => {
  it("shows the featured artworks in display order", () => {
    const list = [
      art(1, { isFeatured: true, displayOrder: 2 }),
      art(2, { isFeatured: true, displayOrder: 0 }),
      art(3),
      art(4, { isFeatured: true, displayOrder: 1 }),
    ];
    expect(ids(homeArtworks(list))).toEqual([2, 4, 1]);
  });

  it(`shows at most ${MAX_FEATURED}`, () => {
    const list = Array.from({ length: 8 }, (_, i) => art(i + 1, { isFeatured: true }));
    expect(homeArtworks(list)).toHaveLength(MAX_FEATURED);
  });

  it(`falls back to the ${NEWEST_SHOWN} newest when none is featured`, () => {
    const list = [art(1), art(7), art(3), art(5)];
    expect(ids(homeArtworks(list))).toEqual([7, 5, 3]);
    expect(homeArtworks([])).toEqual([]);
  });

  it("does not change its input", () => {
    const list = [art(2), art(1)];
    homeArtworks(list);
    expect(ids(list)).toEqual([2, 1]);
  });
});
