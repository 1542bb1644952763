import { DEFAULT_STORE } from "#core/store.ts";

/**
 * A new site's trading rules as the API shows them: the product's defaults (no tax: the demo's
 * 8 % is the seed's), with money written as the API writes it.
 */
export const DEFAULT_STORE_VIEW = {
  ...DEFAULT_STORE,
  taxRate: "0",
  shippingFee: "9.99",
  freeShippingThreshold: "50.00",
  zones: {
    europe: { fee: "14.99", freeShippingThreshold: "120.00" },
    world: { fee: "24.99", freeShippingThreshold: "" },
  },
  originalShipping: { home: "15.00", europe: "35.00", world: "60.00" },
};
