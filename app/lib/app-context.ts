import { createContext, type RouterContext } from "react-router";
import type { Caller, Capabilities } from "../../server/capabilities/index.ts";

/**
 * What the server knows about the current request, handed to every loader and action. It is the
 * caller of a capability as it stands: actions pass it to `capabilities.*` as the API does.
 */
export interface AppContext extends Caller {
  /** The site's writes, one function each, shared with the JSON API. */
  capabilities: Capabilities;
  /** The CSP nonce every inline script of this response must carry. */
  nonce: string;
  requestId: string;
}

// The server imports this module from source while the built app bundles its own copy, so the
// context key lives on globalThis: both copies must hand out the same key.
const KEY = Symbol.for("easel.app-context");
const registry = globalThis as unknown as Record<symbol, RouterContext<AppContext> | undefined>;

if (!registry[KEY]) registry[KEY] = createContext<AppContext>();

/** The router context key for {@link AppContext}. */
export const appContext: RouterContext<AppContext> = registry[KEY];
