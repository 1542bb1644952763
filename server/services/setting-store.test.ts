import { describe, expect, it } from "vitest";
import { DEFAULT_STORE } from "#core/store.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createSettingStore } from "./setting-store.ts";

describe.each(DB_KINDS)("the store setting (%s)", (kind) => {
  const t = useTestDatabase(kind);

  it("starts from the defaults and keeps what the owner saved", async () => {
    const settings = createSettingStore(t.db());
    expect(await settings.store()).toEqual(DEFAULT_STORE);
    await settings.set("store", { ...DEFAULT_STORE, freeShippingThreshold: null, taxRate: 2000 });
    expect(await settings.store()).toMatchObject({ freeShippingThreshold: null, taxRate: 2000 });
  });

  it("reads a threshold saved under its earlier name (freeShippingOver)", async () => {
    const settings = createSettingStore(t.db());
    const { freeShippingThreshold: _, ...rest } = DEFAULT_STORE;
    await settings.set("store", { ...rest, freeShippingOver: 7500 });
    expect((await settings.store()).freeShippingThreshold).toBe(7500);
    await settings.set("store", { ...rest, freeShippingOver: null });
    expect((await settings.store()).freeShippingThreshold).toBeNull();
  });
});
