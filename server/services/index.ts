import type { DbHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createAuthService } from "./auth.ts";
import { createCartService } from "./cart.ts";
import { createCatalogService } from "./catalog.ts";
import { createMediaService } from "./media.ts";
import { createSettingsService } from "./settings.ts";

/** Everything the HTTP layer and the route loaders may call; built once per process. */
export function createServices(deps: { database: DbHandle; env: Env; logger: Logger }) {
  const { db } = deps.database;
  const media = createMediaService({ db, dataDir: deps.env.dataDir });
  return {
    env: deps.env,
    logger: deps.logger,
    database: deps.database,
    auth: createAuthService(db),
    cart: createCartService(db),
    media,
    catalog: createCatalogService(db, media),
    settings: createSettingsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
