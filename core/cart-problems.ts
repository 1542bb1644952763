/**
 * Why a cart line cannot be bought as it stands ("gone from the cart means gone"): the
 * cart marks each such line with its `problem`, the cart and checkout pages say so on the line, and
 * checkout refuses (409) until the buyer removes or changes it. Pure: the cart service, checkout
 * and the pages read it alike.
 */
import { originalUnavailableReason, type SaleStatus } from "./artwork-sale.ts";
import { variantLineName } from "./variants.ts";

export const CART_PROBLEMS = [
  "reserved",
  "sold",
  "sold-out",
  "unavailable",
  "not-enough-stock",
  "price-changed",
] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

/** A cart line as far as its problems go, in minor units. */
export interface ProblemLine {
  name: string;
  quantity: number;
  /** An original's sale status as it is now; undefined for products. */
  saleStatus?: SaleStatus | undefined;
  isAvailable: boolean;
  /** False when the line names a variant the product no longer has. */
  variantExists: boolean;
  /** The line's variant (core/variants.ts): its stock and price messages name it. */
  variant?: string | null | undefined;
  /** The current unit price (null: none). */
  unitPrice: number | null;
  /** The stock left for the line: its variant's and product's (null: not tracked). */
  stock: number | null;
  /** The unit price the buyer was last shown for this line (null: not recorded, never a change). */
  seenPrice: number | null;
}

export interface LineProblem {
  problem: CartProblem;
  /** What the buyer is told on the line. */
  message: string;
  /** What the buyer must do about it at checkout. */
  action: "remove" | "lower" | "confirm";
}

type BlockingLine = Pick<
  ProblemLine,
  "name" | "isAvailable" | "unitPrice" | "stock" | "variantExists" | "saleStatus" | "variant"
>;

/** What stops a product or original being bought at all (removing it is the only way on). */
function blocked(line: BlockingLine): Omit<LineProblem, "action"> | undefined {
  if (line.saleStatus !== undefined) {
    const message = originalUnavailableReason(line.name, line.saleStatus);
    if (message === undefined) return undefined;
    const gone = line.saleStatus === "reserved" || line.saleStatus === "sold";
    return { problem: gone ? (line.saleStatus as "reserved" | "sold") : "unavailable", message };
  }
  if (!line.isAvailable)
    return { problem: "unavailable", message: `${line.name} is not available to buy yet` };
  if (!line.variantExists)
    return { problem: "unavailable", message: `${line.name} is no longer sold in that size` };
  if (line.unitPrice === null || line.unitPrice <= 0) {
    return {
      problem: "unavailable",
      message: `${line.name} has no price yet: please ask about it through the contact page`,
    };
  }
  if (line.stock === 0)
    return {
      problem: "sold-out",
      message: `${variantLineName(line.name, line.variant)} is sold out`,
    };
  return undefined;
}

/** Why a product or original cannot be added or bought at all, or undefined when it can. */
export function unavailableReason(line: BlockingLine): string | undefined {
  return blocked(line)?.message;
}

/** The first thing that stops this line being bought as it stands, or undefined. */
export function lineProblem(line: ProblemLine): LineProblem | undefined {
  const gone = blocked(line);
  if (gone !== undefined) return { ...gone, action: "remove" };
  if (line.stock !== null && line.stock < line.quantity) {
    return {
      problem: "not-enough-stock",
      message: `Only ${line.stock} of ${variantLineName(line.name, line.variant)} left`,
      action: "lower",
    };
  }
  if (line.seenPrice !== null && line.seenPrice !== line.unitPrice) {
    return {
      problem: "price-changed",
      message: `The price of ${variantLineName(line.name, line.variant)} has changed since you added it`,
      action: "confirm",
    };
  }
  return undefined;
}

/** What checkout answers (409) for a line with a problem: the line, and what to do about it. */
export function checkoutRefusal(problem: LineProblem): string {
  switch (problem.action) {
    case "remove":
      return `${problem.message}. Please remove it from your cart.`;
    case "lower":
      return `Sorry, ${problem.message.charAt(0).toLowerCase()}${problem.message.slice(1)}. Please lower the quantity in your cart.`;
    case "confirm":
      return `${problem.message}. Please check the new price in your cart.`;
  }
}
