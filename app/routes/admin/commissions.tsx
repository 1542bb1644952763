import { Link } from "react-router";
import { COMMISSION_STATUSES, commissionStatusLabel } from "#core/commission-status.ts";
import { CommissionSettingsForm } from "~/components/commissions/settings-form.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/commissions";

export const meta: Route.MetaFunction = () => [{ title: "Commissions · Admin" }];

/** Every commission, or those of one status (`?status=new`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get("status") ?? undefined;
  const { services } = context.get(appContext);
  const [commissions, settings] = await Promise.all([
    services.commissions.list(status),
    services.commissions.settings(),
  ]);
  return { commissions, settings, status: status ?? null };
}

/**
 * Moves the kind a form's arrow names (`move=2:-1`) one place, before the list is saved: the
 * numbered fields' order is the kinds' order.
 */
function movedKinds(input: Record<string, unknown>): Record<string, unknown> {
  const [from, by] = String(input.move ?? "")
    .split(":")
    .map(Number);
  const kinds = input.kinds;
  if (from === undefined || by === undefined || typeof kinds !== "object" || kinds === null)
    return input;
  const rows = { ...(kinds as Record<string, unknown>) };
  const to = String(from + by);
  if (!(String(from) in rows) || !(to in rows)) return input;
  [rows[String(from)], rows[to]] = [rows[to], rows[String(from)]];
  return { ...input, kinds: rows };
}

/** The settings form: the same capability as `PATCH /api/admin/commissions/settings`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    settings: async (form) => {
      await caller.capabilities.commissions.saveCommissionSettings(caller, movedKinds(form));
      return { message: "Settings saved" };
    },
  });
}

/** Admin → Commissions: the requests by status, newest first. */
export default function AdminCommissions({ loaderData, actionData }: Route.ComponentProps) {
  const { commissions, settings, status } = loaderData;
  const errors = actionData && !actionData.ok ? actionData.errors : {};
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
      <ActionNotice answer={actionData} success={() => "Settings saved"} />
      <CommissionSettingsForm settings={settings} errors={errors} />
    </div>
  );
}
