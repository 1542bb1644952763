import { describe, expect, it } from "vitest";
import { countRows } from "../../testing/fixtures.ts";
import { shopWithCart } from "../../testing/order-shop.ts";
import { json } from "../../testing/test-app.ts";
import { DEMO_TAX, describeApp } from "../../testing/use-test-app.ts";
import { CUSTOMER } from "../../testing/visitor.ts";

describeApp("orders API", { store: DEMO_TAX }, (t) => {
  const { db } = t;
  const count = (table: "orders" | "customers" | "order_items" | "mail_outbox") =>
    countRows(db(), table);

  describe("addresses from anywhere (PRODUCT.md §5, §9)", () => {
    /** An address without a state (the buyer's contact details are CUSTOMER's). */
    const at = (address: string, city: string, zipCode: string, country: string) => ({
      address,
      city,
      zipCode,
      country,
    });
    const SYDNEY = { ...at("1 George Street", "Sydney", "2000", "AU"), state: "NSW" };
    const place = async (address: Record<string, unknown>) => {
      const { v } = await shopWithCart(t);
      const { city: _city, state: _state, zipCode: _zip, country: _country, ...contact } = CUSTOMER;
      return v.send("/api/orders", json("POST", { ...contact, ...address }));
    };

    it("places an Australian order with a 4-digit postcode and a state, named in the e-mail", async () => {
      const { status, body } = await place(SYDNEY);
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ state: "NSW", zipCode: "2000", country: "AU" });
      const [mail] = await db()
        .selectFrom("mail_outbox")
        .select(["text_body", "html_body"])
        .where("kind", "=", "order-confirmation")
        .execute();
      expect(mail!.text_body).toContain("1 George Street\nSydney, NSW 2000\nAustralia");
      expect(mail!.html_body).toContain("Sydney, NSW 2000<br>Australia");
    });

    it("places a German order without a state, and an Irish one without a postcode", async () => {
      const german = await place(at("Unter den Linden 1", "Berlin", "10117", "DE"));
      expect(german.status).toBe(201);
      expect(german.body.customer).toMatchObject({ state: "", zipCode: "10117", country: "DE" });
      const irish = await place({ ...at("1 Grafton Street", "Dublin", " ", "IE"), state: "" });
      expect(irish.status).toBe(201);
      expect(irish.body.customer).toMatchObject({ state: "", zipCode: "", country: "IE" });
      expect(await count("orders")).toBe(2);
    });

    it("stores postcodes as the country writes them, and takes a code in lower case", async () => {
      const { status, body } = await place(at("10 Downing Street", "London", " sw1a2aa ", "gb"));
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ zipCode: "SW1A 2AA", country: "GB" });
    });

    it("needs a US state, with the field's message", async () => {
      const { status, body } = await place(at("1 Main Street", "Portland", "97201", "US"));
      expect(status).toBe(400);
      expect(body.errors).toEqual({ state: "State must be at least 2 characters" });
      expect(await count("orders")).toBe(0);
    });

    it("names the country of a postcode it refuses", async () => {
      const gb = await place(at("1 High Street", "Leeds", "2000", "GB"));
      expect(gb.status).toBe(400);
      expect(gb.body.errors).toEqual({
        zipCode: "Enter a valid postcode for the United Kingdom",
      });
      const { state: _state, ...sydneyWithoutState } = SYDNEY;
      const au = await place({ ...sydneyWithoutState, zipCode: "20000" });
      expect(au.body.errors).toEqual({
        state: "State/territory must be at least 2 characters",
        zipCode: "Enter a valid postcode for Australia",
      });
      expect(await count("orders")).toBe(0);
    });

    it.each(["Narnia", "OTHER", "UK", "ZZ", 42])(
      "refuses the country %j with 400 and orders nothing",
      async (country) => {
        const { status, body } = await place({ ...CUSTOMER, country });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ country: "Please choose a country from the list" });
        expect(await count("orders")).toBe(0);
      },
    );

    it("sends an order that names no country to the home country the owner set", async () => {
      await t.services.settingStore.set("store", { homeCountry: "AU" });
      const { country: _country, ...sydneyWithoutCountry } = SYDNEY;
      const { status, body } = await place(sydneyWithoutCountry);
      expect(status).toBe(201);
      expect(body.customer.country).toBe("AU");
    });
  });
});
