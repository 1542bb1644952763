/** A new site's trading rules: no tax (the demo's 8 % is the seed's). */
export const DEFAULT_STORE_VIEW = {
  currency: "GBP",
  taxRate: "0",
  taxName: "Tax",
  pricesIncludeTax: false,
  taxZones: { home: true, europe: true, world: true },
  taxNumber: "",
  shippingFee: "9.99",
  freeShippingThreshold: "50.00",
  charityStatement: "",
  // A new site says nothing about its shop until the owner does.
  shopIntro: "",
  payWithinDays: 7,
  maxOriginalsPerOrder: 2,
  homeCountry: "GB",
  zones: {
    europe: { fee: "14.99", freeShippingThreshold: "120.00" },
    world: { fee: "24.99", freeShippingThreshold: "" },
  },
  originalShipping: { home: "15.00", europe: "35.00", world: "60.00" },
};
