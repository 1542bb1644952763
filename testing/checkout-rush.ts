import { describe, expect } from "vitest";
import { addProduct, stockOf } from "./fixtures.ts";
import { httpShopper } from "./server-process.ts";
import { useTwoServerProcesses } from "./two-server-processes.ts";
import { CUSTOMER } from "./visitor.ts";

type TwoServers = ReturnType<typeof useTwoServerProcesses>;

/**
 * A suite named `name` of rushes across two server processes on one PostgreSQL database of its
 * own (named after `prefix`), which `body` is given; without TEST_DATABASE_URL it is skipped.
 */
export function describeRush(
  name: string,
  prefix: string,
  body: (servers: TwoServers) => void,
): void {
  describe.runIf(process.env.TEST_DATABASE_URL)(name, () => {
    body(useTwoServerProcesses(prefix, "a rush of buyers"));
  });
}

/**
 * `buyers` checkouts at once, every other one on each of the two server processes, each of one
 * £10 print from a stock of 100 with `order` added to the customer's details (the code or card
 * they all want): exactly one is placed, every other is refused (422) for `refusedFor`, and the
 * stock lost one print. The placed order's answer.
 */
export async function rushOneWinner(
  servers: TwoServers,
  { buyers, order, refusedFor }: { buyers: number; order: object; refusedFor: string },
): Promise<Record<string, unknown>> {
  const product = await addProduct(servers.db, {
    name: "Rush print",
    category: "prints",
    price: 1000,
    stock: 100,
  });
  const shoppers = Array.from({ length: buyers }, (_, i) =>
    httpShopper(() => (i % 2 === 0 ? servers.a : servers.b).baseUrl, `198.51.100.${i + 1}`),
  );
  for (const shopper of shoppers) {
    expect((await shopper.post("/api/cart/add", { productId: product, quantity: 1 })).status).toBe(
      201,
    );
  }
  const answers = await Promise.all(
    shoppers.map((shopper, i) =>
      shopper.post("/api/orders", { ...CUSTOMER, email: `rush${i}@example.com`, ...order }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([
    201,
    ...Array<number>(buyers - 1).fill(422),
  ]);
  for (const answer of answers.filter((answer) => answer.status === 422))
    expect(answer.body).toMatchObject({ reason: refusedFor });
  expect(await stockOf(servers.db, product)).toBe(99);
  return answers.find((answer) => answer.status === 201)!.body as Record<string, unknown>;
}
