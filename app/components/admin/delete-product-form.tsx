import type { FetcherWithComponents } from "react-router";
import type { ActionResult } from "~/lib/action-result.ts";

/**
 * A product's delete form, posted to the page's product action after the owner confirms; the
 * submit button is the child.
 */
export function DeleteProductForm({
  fetcher,
  product,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  product: { id: number; name: string };
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Delete ${product.name}? This cannot be undone.`))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={product.id} />
      {children}
    </fetcher.Form>
  );
}
