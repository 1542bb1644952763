import { useRouteLoaderData } from "react-router";
import { formatMoney } from "#core/money.ts";
import { DEFAULT_STORE, type StoreSettings } from "#core/store.ts";
import type { loader as rootLoader } from "~/root.tsx";

/** The owner's trading rules, as the root loader read them for this page. */
export function useStore(): StoreSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.store ?? DEFAULT_STORE;
}

/** Formats money in the store's currency: `money("4.00")` → "£4.00". */
export function useMoney(): (value: string | number | null | undefined) => string {
  const { currency } = useStore();
  return (value) => formatMoney(value, currency);
}
