import * as adminOrders from "./admin-orders.ts";
import * as audience from "./audience.ts";
import * as auth from "./auth.ts";
import * as backups from "./backups.ts";
import * as cart from "./cart.ts";
import * as certificates from "./certificates.ts";
import * as collections from "./collections.ts";
import * as commissions from "./commissions.ts";
import * as contact from "./contact.ts";
import * as content from "./content.ts";
import * as discounts from "./discounts.ts";
import * as giftCards from "./gift-cards.ts";
import * as goLive from "./go-live.ts";
import * as home from "./home.ts";
import * as inbox from "./inbox.ts";
import * as notify from "./notify.ts";
import * as orders from "./orders.ts";
import * as passwordReset from "./password-reset.ts";
import * as payments from "./payments.ts";
import * as settings from "./settings.ts";

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
  passwordReset,
  content,
  collections,
  home,
  adminOrders,
  inbox,
  settings,
  backups,
  payments,
  certificates,
  commissions,
  goLive,
  discounts,
  giftCards,
  audience,
  notify,
};

export type Capabilities = typeof capabilities;
export type { Caller } from "./caller.ts";
