import { Link } from "react-router";
import { COMMISSION_STATUSES, commissionStatusLabel } from "#core/commission-status.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/commissions";

export const meta: Route.MetaFunction = () => [{ title: "Commissions · Admin" }];

/** Every commission, or those of one status (`?status=new`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get("status") ?? undefined;
  const { services } = context.get(appContext);
  return { commissions: await services.commissions.list(status), status: status ?? null };
}

/** Admin → Commissions: the requests by status, newest first. */
export default function AdminCommissions({ loaderData }: Route.ComponentProps) {
  const { commissions, status } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <h1 className="font-display text-3xl">Commissions</h1>
      <nav aria-label="Commission status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...COMMISSION_STATUSES].map((value) => (
            <li key={value ?? "all"}>
              <Link
                to={value ? `?status=${value}` : "."}
                aria-current={value === status ? "page" : undefined}
                className="rounded-full border border-line px-3 py-1 aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {value ? commissionStatusLabel(value) : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {commissions.length === 0 ? (
        <p className="text-ink-soft">No commissions here yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {commissions.map((commission) => (
            <li key={commission.id} className="rounded border border-line bg-white p-4">
              <Link
                to={`/admin/commissions/${commission.id}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                {commission.title}
              </Link>{" "}
              <span className="text-ink-soft">
                from {commission.name} · {commissionStatusLabel(commission.status)}
                {commission.isSpam ? " · flagged as spam" : ""} ·{" "}
                {commission.createdAt.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
