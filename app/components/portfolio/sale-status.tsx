import { Link } from "react-router";
import type { SaleStatus } from "#core/artwork-sale.ts";
import { AddToCartForm } from "~/components/shop/add-to-cart.tsx";
import { cx } from "~/components/ui/cx.ts";
import { useMoney } from "~/lib/use-store.ts";

/** What the portfolio shows of an original's sale (PRODUCT.md §2, Portfolio). */
export interface ArtworkSale {
  id: number;
  title: string;
  /** The artwork's own page: its action adds the original to the cart. */
  url?: string;
  saleStatus?: SaleStatus;
  /** Minor units; null: on request. */
  price?: number | null;
}

/** The contact form, asking about one artwork. */
export const enquiryHref = (artworkId: number) => `/contact?artwork=${artworkId}`;

/**
 * The dot galleries put beside a sold piece. Decorative: the word beside it carries the meaning.
 */
function Dot({ className }: { className: string }) {
  return (
    <span aria-hidden className={cx("inline-block size-2 shrink-0 rounded-full", className)} />
  );
}

/**
 * One quiet line under a picture in the grid: "Sold" with a small red dot, "Reserved", the price,
 * or "Price on request"; nothing for a piece that is not for sale.
 */
export function SaleNote({ artwork, className }: { artwork: ArtworkSale; className?: string }) {
  const money = useMoney();
  const status = artwork.saleStatus ?? "not-for-sale";
  if (status === "not-for-sale") return null;
  return (
    <p className={cx("flex items-center gap-2 text-sm", className)}>
      {status === "sold" && <Dot className="bg-red-600" />}
      {status === "reserved" && <Dot className="border border-current bg-transparent" />}
      <span>
        {status === "sold"
          ? "Sold"
          : status === "reserved"
            ? "Reserved"
            : status === "on-request"
              ? "Price on request"
              : money(artwork.price)}
      </span>
    </p>
  );
}

/**
 * Buying an original, where there is room for it (the artwork's page, the lightbox): the price
 * with "Add to cart" and "Enquire about this piece", "Price on request" with the enquiry,
 * "Sold" or "Reserved". A piece that is not for sale gets `fallback` (the page's "Ask about this
 * piece"). `tone` is the colour scheme: the page's paper, or the lightbox's dark.
 */
export function BuyOriginal({
  artwork,
  tone = "paper",
  fallback = null,
  inDialog = false,
  onAdded,
}: {
  artwork: ArtworkSale;
  tone?: "paper" | "dark";
  fallback?: React.ReactNode;
  /** In a modal dialog (the lightbox): a refusal is said in the form, not by a toast beneath it. */
  inDialog?: boolean;
  onAdded?: () => void;
}) {
  const money = useMoney();
  const status = artwork.saleStatus ?? "not-for-sale";
  if (status === "not-for-sale") return <>{fallback}</>;
  const dark = tone === "dark";
  const enquire = (
    <Link
      to={enquiryHref(artwork.id)}
      className={
        dark
          ? "text-sm text-paper underline decoration-paper/40 underline-offset-4 hover:decoration-paper"
          : "text-sm underline decoration-line underline-offset-4 hover:text-accent-deep hover:decoration-current"
      }
    >
      Enquire about this piece
    </Link>
  );
  if (status === "sold" || status === "reserved") {
    return (
      <div className={cx("flex flex-col gap-2", dark ? "items-center" : "items-start")}>
        <p className={cx("flex items-center gap-2", dark ? "text-paper" : "text-ink")}>
          {status === "sold" ? (
            <Dot className="bg-red-600" />
          ) : (
            <Dot className="border border-current bg-transparent" />
          )}
          {status === "sold" ? "Sold" : "Reserved"}
        </p>
        <p className={cx("text-sm", dark ? "text-paper/70" : "text-ink-soft")}>
          {status === "sold"
            ? "This original has found a home."
            : "An order is holding this original."}
        </p>
      </div>
    );
  }
  if (status === "on-request") {
    return (
      <div className={cx("flex flex-col gap-3", dark ? "items-center" : "items-start")}>
        <p className={dark ? "text-paper" : "text-ink"}>Original · Price on request</p>
        <Link
          to={enquiryHref(artwork.id)}
          className={dark ? "btn-secondary bg-paper text-ink" : "btn-secondary"}
        >
          Enquire about this piece
        </Link>
      </div>
    );
  }
  return (
    <div className={cx("flex flex-col gap-3", dark ? "items-center" : "items-stretch")}>
      <p className={cx("flex items-baseline gap-2", dark ? "text-paper" : "text-ink")}>
        <span className={dark ? "text-sm text-paper/70" : "text-sm text-ink-soft"}>Original</span>
        <span className="font-display text-2xl">{money(artwork.price)}</span>
      </p>
      <AddToCartForm
        artworkId={artwork.id}
        name={artwork.title}
        className={dark ? "btn-primary" : "btn-primary w-full"}
        inDialog={inDialog}
        {...(onAdded ? { onAdded } : {})}
      />
      <div className={dark ? "" : "text-center"}>{enquire}</div>
    </div>
  );
}
