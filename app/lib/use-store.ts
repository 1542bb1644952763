import { useRouteLoaderData } from "react-router";
import { formatMoney } from "#core/money.ts";
import { DEFAULT_STORE, type StoreSettings } from "#core/store.ts";

/**
 * The owner's trading rules, as the root loader read them for this page. (Named by its shape, not
 * by the root module's type: components stand below the routes and import nothing from them.)
 */
export function useStore(): StoreSettings {
  return useRouteLoaderData<{ store: StoreSettings }>("root")?.store ?? DEFAULT_STORE;
}

/** Formats minor units in the store's currency: `money(400)` → "£4.00". */
export function useMoney(): (value: number | null | undefined) => string {
  const { currency } = useStore();
  return (value) => formatMoney(value, currency);
}
