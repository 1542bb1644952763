import type { Logger } from "../logger.ts";
import type { Services } from "../services/index.ts";

/** The typed per-request variables every middleware and route can read from `c.var`. */
export interface AppEnv {
  Variables: {
    services: Services;
    requestId: string;
    log: Logger;
    nonce: string;
    secure: boolean;
    origin: string;
    clientAddress: string;
  };
}
