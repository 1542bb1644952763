/** Hostile input (server/hostile-input.test.ts says what is sent and checked) for the owner's catalogue endpoints. */
import { CATALOGUE_ENDPOINTS } from "../testing/hostile/catalogue-endpoints.ts";
import { hostileSuite } from "../testing/hostile/suite.ts";

hostileSuite(CATALOGUE_ENDPOINTS);
