import { useRouteLoaderData } from "react-router";
import { categoryLabel } from "#core/catalogue.ts";
import type { CollectionInfo } from "#core/collections.ts";
import { collectionOf } from "#core/offers.ts";
import { currencySymbol } from "#core/store.ts";
import { useStore } from "~/lib/use-store.ts";

/** "Price (£)": the price field's label in the shop's currency. */
export function usePriceLabel(): string {
  const { currency } = useStore();
  return `Price (${currencySymbol(currency).trim()})`;
}

/** A collection as the product forms offer it. */
export type CollectionChoice = Pick<CollectionInfo, "slug" | "name" | "itemNoun" | "offers">;

/** The owner's collections, in shop order (the admin layout's loader reads them). */
export function useOwnerCollections(): readonly CollectionChoice[] {
  return (
    useRouteLoaderData<{ collections: CollectionChoice[] }>("routes/admin/layout")?.collections ??
    []
  );
}

/**
 * A product category's name in the admin: its collection's name (the owner's words), a
 * Snap edition's own label ("Snap-Dog"), else the category as stored.
 */
export function useCategoryName(): (category: string) => string {
  const collections = useOwnerCollections();
  return (category) =>
    collections.find((collection) => collection.slug === category)?.name ?? categoryLabel(category);
}

/**
 * The owner's collections as a select's options, each once; a product still in an
 * older category of the seed (a Snap edition) keeps it, named by its collection.
 */
export function CategoryOptions({ current }: { current: string }) {
  const collections = useOwnerCollections();
  const listed = collections.some((collection) => collection.slug === current);
  const own = collections.find((collection) => collection.slug === collectionOf(current));
  return (
    <>
      {!listed && (
        <option value={current} disabled={!own}>
          {own ? own.name : current ? categoryLabel(current) : "Choose a collection"}
        </option>
      )}
      {collections.map((collection) => (
        <option key={collection.slug} value={collection.slug}>
          {collection.name}
        </option>
      ))}
    </>
  );
}
