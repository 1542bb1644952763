/**
 * A real Easel server process for the tests that need one (durability, load); the server itself is
 * api-server-main.ts. As in production (server/index.ts), NODE_ENV is set before anything loads
 * React.
 */
process.env.NODE_ENV ??= "production";

await import("./api-server-main.ts");

export {};
