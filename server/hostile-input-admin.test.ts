/** Hostile input (server/hostile-input.test.ts says what is sent and checked) for the owner's other endpoints. */
import { ADMIN_ENDPOINTS } from "../testing/hostile/admin-endpoints.ts";
import { hostileSuite } from "../testing/hostile/suite.ts";

hostileSuite(ADMIN_ENDPOINTS);
