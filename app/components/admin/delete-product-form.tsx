import { ActionForm, type ActionRecipe } from "~/lib/use-action-form.ts";

/**
 * A product's delete form, posted to the page's product action after the owner confirms; the
 * submit button is the child.
 */
export function DeleteProductForm({
  recipe,
  product,
  children,
}: {
  recipe: ActionRecipe;
  product: { id: number; name: string };
  children: React.ReactNode;
}) {
  return (
    <ActionForm
      recipe={recipe}
      onSubmit={(event) => {
        if (!window.confirm(`Delete ${product.name}? This cannot be undone.`))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={product.id} />
      {children}
    </ActionForm>
  );
}
