/**
 * Model-based fuzzing of the shop (item 3): fast-check generates sequences of cart
 * changes by several visitors, checkouts (with new, missing and replayed idempotency keys and the
 * odd invalid form) and the owner's price, stock and availability changes through the admin API;
 * originals: adding one, ordering it (reserved), the owner moving its order to paid
 * (sold) or cancelling it (available again), and marking it sold elsewhere or available again.
 * Each command runs against the real Hono app and against an in-memory model that prices carts by
 * PRODUCT.md §9 (with decision 012 §3), written here independently of app/lib/pricing.ts. After
 * every command: never a 5xx, the status the model expects (4xx always with a message), each cart
 * as the model holds it with the model's totals, orders charging the model's totals, stock equal
 * to the model's and never negative, no order stored by a refused checkout, every original in
 * the model's state, never two live orders of one original and never a sold one ordered.
 *
 * Fixed seed, 120 runs of up to 60 commands (about 3,700 commands): about 30 s on SQLite and 60 s
 * on PostgreSQL on a busy 2-core machine; each engine prints what the commands got back. A failure
 * prints the seed and the shrunk command list: put `seed` and `path` into FUZZ_OPTIONS to replay.
 */
import { fuzzSuite } from "../testing/fuzz/suite.ts";

// One engine a file, so the two engines' runs go on beside each other on Vitest's two workers.
fuzzSuite("postgres");
