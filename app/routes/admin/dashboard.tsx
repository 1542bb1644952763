import { BestSellers, LatestActivity } from "~/components/admin/dashboard/best-sellers.tsx";
import { SalesCard } from "~/components/admin/dashboard/sales-card.tsx";
import { TodoList } from "~/components/admin/dashboard/todo-list.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.dashboard.figures();
}

/** The admin's home (PRODUCT.md §6): what needs doing, this month's sales, what sells, what happened. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { todos, sales, bestSellers, activity, currency } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <h1 className="font-display text-3xl">Dashboard</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <TodoList todos={todos} />
        <SalesCard sales={sales} currency={currency} />
        <BestSellers works={bestSellers} currency={currency} />
        <LatestActivity items={activity} />
      </div>
    </div>
  );
}
