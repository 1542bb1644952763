/** Hostile input (server/hostile-input.test.ts says what is sent and checked) for the visitor's endpoints. */
import { SHOP_ENDPOINTS } from "../testing/hostile/shop-endpoints.ts";
import { hostileSuite } from "../testing/hostile/suite.ts";

hostileSuite(SHOP_ENDPOINTS);
