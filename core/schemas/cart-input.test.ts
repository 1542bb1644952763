import { describe, expect, it } from "vitest";
import { formInput } from "../form-input.ts";
import { UpdateCartSchema } from "./cart-input.ts";

/** The words a refused quantity gets, through either door. */
const refusal = (quantity: unknown) => {
  const parsed = UpdateCartSchema.safeParse({ cartItemId: "7", quantity });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a cart line's quantity (the one rule for the page and the API)", () => {
  it("reads digits as a form sends them and numbers as JSON sends them alike", () => {
    const form = new URLSearchParams({ intent: "update", cartItemId: "7", quantity: "3" });
    expect(UpdateCartSchema.parse(formInput(form))).toEqual({ cartItemId: 7, quantity: 3 });
    expect(UpdateCartSchema.parse({ cartItemId: 7, quantity: 3 })).toEqual({
      cartItemId: 7,
      quantity: 3,
    });
  });

  it("takes 99 and refuses 0, 100, 150, a fraction, a negative and text with the API's words", () => {
    expect(refusal(99)).toBeNull();
    expect(refusal("100")).toBe("You can add at most 99 of one item");
    expect(refusal(150)).toBe("You can add at most 99 of one item");
    for (const wrong of [0, "0", "abc", "", "2.5", -1, "1e3", true])
      expect(refusal(wrong)).toBe("Quantity must be a whole number of 1 or more");
  });
});

describe("formInput", () => {
  it("nests dotted names, lists repeated names and keeps text as text", () => {
    const form = new FormData();
    form.append("address.city", "London");
    form.append("address.zip", "NW1");
    form.append("tag", "a");
    form.append("tag", "b");
    form.append("empty", "");
    form.append("picture", new File(["x"], "a.png"));
    expect(formInput(form)).toEqual({
      address: { city: "London", zip: "NW1" },
      tag: ["a", "b"],
      empty: "",
      picture: "a.png",
    });
  });

  it("cannot be steered into the prototype", () => {
    const input = formInput(new URLSearchParams({ "__proto__.polluted": "yes" }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
  });
});
