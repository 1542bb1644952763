import { describe, expect, it } from "vitest";
import { artworkIdOf, artworkPath, slugify } from "./artwork-path.ts";

describe("artwork addresses", () => {
  it.each([
    { title: "Morning over the Estuary", slug: "morning-over-the-estuary" },
    { title: "  Café Crème — Study #3 ", slug: "cafe-creme-study-3" },
    { title: "Cats & Dogs", slug: "cats-and-dogs" },
    { title: "猫", slug: "" },
  ])("makes a readable slug from the title $title", ({ title, slug }) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts a long title at a word", () => {
    const slug = slugify(
      "A very long title about the light over the marshes at dawn in late November",
    );
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe("a-very-long-title-about-the-light-over-the-marshes-at-dawn");
  });

  it("builds the page's path from the id and title", () => {
    expect(artworkPath({ id: 12, title: "Morning over the Estuary" })).toBe(
      "/art/12-morning-over-the-estuary",
    );
    expect(artworkPath({ id: 7, title: "!!!" })).toBe("/art/7");
  });

  it("reads the id from the address, whatever the slug", () => {
    expect(artworkIdOf("12-morning-over-the-estuary")).toBe(12);
    expect(artworkIdOf("12-an-old-title")).toBe(12);
    expect(artworkIdOf("12")).toBe(12);
    for (const bad of ["", "0", "012", "abc", "12abc", "-12", "12_x", "99999999999", undefined]) {
      expect(artworkIdOf(bad), String(bad)).toBeUndefined();
    }
  });
});
