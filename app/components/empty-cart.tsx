import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card.tsx";

/** "Your cart is empty" with a way back to the shop (cart and checkout pages). */
export function EmptyCart() {
  return (
    <Card padding="px-6 py-16" className="flex flex-col items-center text-center">
      <ShoppingBag className="size-10 text-ink-soft" aria-hidden />
      <h2 className="mt-4 text-2xl">Your cart is empty</h2>
      <p className="mt-2 text-ink-soft">Add some items to your cart to get started!</p>
      <Link to="/shop" className="btn-primary mt-6">
        Continue Shopping
      </Link>
    </Card>
  );
}
