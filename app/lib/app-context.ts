import { createContext, type RouterContext } from "react-router";
import type { Services } from "../../server/services/index.ts";

/** What the server knows about the current request, handed to every loader and action. */
export interface AppContext {
  services: Services;
  /** The CSP nonce every inline script of this response must carry. */
  nonce: string;
  requestId: string;
  /** Served over HTTPS (directly, or behind a trusted proxy). */
  secure: boolean;
  /** The site's absolute origin, e.g. https://example.com. */
  origin: string;
  /** The client's address for rate limits (the socket's, or the proxy's view with TRUST_PROXY=1). */
  clientAddress: string;
  /** The cart cookie's value, when the visitor has one. */
  cartSessionId: string | undefined;
  /** The owner-session cookie's value, when present (not yet validated). */
  ownerToken: string | undefined;
}

// The server imports this module from source while the built app bundles its own copy, so the
// context key lives on globalThis: both copies must hand out the same key.
const KEY = Symbol.for("easel.app-context");
const registry = globalThis as unknown as Record<symbol, RouterContext<AppContext> | undefined>;

if (!registry[KEY]) registry[KEY] = createContext<AppContext>();

/** The router context key for {@link AppContext}. */
export const appContext: RouterContext<AppContext> = registry[KEY];
