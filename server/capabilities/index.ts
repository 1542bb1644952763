import * as content from "./admin-content.ts";
import * as home from "./admin-home.ts";
import * as inbox from "./admin-inbox.ts";
import * as adminOrders from "./admin-orders.ts";
import * as settings from "./admin-settings.ts";
import * as auth from "./auth.ts";
import * as cart from "./cart.ts";
import * as contact from "./contact.ts";
import * as orders from "./orders.ts";

/**
 * Every write the site accepts, each as one function that checks its limit, parses its input and
 * runs it. The JSON API (server/api) and the page actions (through the router context) both call
 * these, so a capability has one set of rules whichever door it is reached by.
 */
export const capabilities = {
  cart,
  orders,
  contact,
  auth,
  content,
  home,
  adminOrders,
  inbox,
  settings,
};

export type Capabilities = typeof capabilities;
export type { Caller } from "./caller.ts";
