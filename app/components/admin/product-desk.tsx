import { useState } from "react";
import { useRevalidator } from "react-router";
import { type EditableProduct, editable, ProductEditDialog } from "./product-edit-dialog.tsx";
import { SelectionBar, useBulkDelete, useSelection } from "./selection.tsx";

/**
 * What a list of the owner's products is managed with, on the Products page and the Portfolio
 * page's card alike: select mode with bulk delete (`selectionBar` of the products shown), the edit
 * dialog (`edit`), and `refresh` for a create dialog's new product. The page draws `dialogs` once.
 */
export function useProductDesk() {
  const selection = useSelection();
  const bulk = useBulkDelete({
    apiPath: "/api/admin/products",
    noun: "products",
    selection,
    failureTitle: () => "Failed to delete products",
  });
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<EditableProduct | null>(null);
  return {
    selection,
    selectionBar: (shown: ReadonlyArray<{ id: number }>) => (
      <SelectionBar
        selection={selection}
        allIds={shown.map((product) => product.id)}
        busy={bulk.busy}
        onDelete={() => void bulk.remove([...selection.chosen])}
      />
    ),
    edit: (product: EditableProduct) => setEditing(editable(product)),
    refresh: () => void revalidator.revalidate(),
    dialogs: (
      <>
        <ProductEditDialog record={editing} onClose={() => setEditing(null)} />
        {bulk.dialog}
      </>
    ),
  };
}
