import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { AdminSidebar } from "~/components/admin/admin-sidebar.tsx";
import { KeptCardPayments } from "~/components/admin/kept-card-payments.tsx";
import { LoginForm } from "~/components/admin/login-form.tsx";
import { BackupWarning } from "~/components/admin/settings/backups-section.tsx";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { isOpenAdminPage, requireOwnerPage } from "~/lib/admin-guard.ts";
import { appContext } from "~/lib/app-context.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireOwnerPage];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, ownerToken } = context.get(appContext);
  // The sign-in page shares this layout: no counts for strangers.
  if (!(await services.auth.isValidSession(ownerToken)))
    return { counts: null, disk: null, payments: null, backups: null, collections: [] };
  const [counts, newCommissions, disk, payments, collections, backups] = await Promise.all([
    services.content.counts(),
    services.commissions.newCount(),
    services.disk.warning(),
    services.payments.kept(),
    services.collections.list(),
    // Off-site backups that are not well are said on every page (a few reads; none when off).
    services.backups.configured ? services.backups.overview() : undefined,
  ]);
  // The product forms choose from these (components/admin/product-fields.tsx).
  return {
    counts: { ...counts, newCommissions },
    disk,
    payments,
    backups: backups && !backups.summary.ok ? backups.summary.message : null,
    collections: collections.map(({ slug, name, itemNoun, offers }) => ({
      slug,
      name,
      itemNoun,
      offers,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The owner's area: no public header or footer; a sidebar once signed in (never printed). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  // The pages before sign-in stand alone: no sidebar.
  if (isOpenAdminPage(pathname)) return <Outlet />;
  return (
    <ToastProvider flash={flash}>
      <div className="min-h-dvh bg-paper-deep/50 md:flex print:bg-white">
        <AdminSidebar counts={loaderData.counts} />
        <main id="main" className="flex-1 px-5 py-8 md:px-10 print:p-0">
          {loaderData.disk && (
            <p
              role="alert"
              className="mb-6 rounded border border-accent-deep/40 bg-white px-4 py-3 text-sm text-accent-deep print:hidden"
            >
              {loaderData.disk.message}
            </p>
          )}
          {loaderData.backups && pathname !== "/admin/settings" && (
            <div className="mb-6 print:hidden">
              <BackupWarning message={loaderData.backups} href="/admin/settings#settings-backups" />
            </div>
          )}
          <KeptCardPayments payments={loaderData.payments} />
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 401) {
    return <LoginForm redirectTo={`${pathname}${search}`} />;
  }
  return (
    <main className="mx-auto max-w-lg px-6 py-24">
      <h1 className="font-display text-3xl">
        {isRouteErrorResponse(error) && error.status === 404
          ? "404 Page Not Found"
          : "Something went wrong"}
      </h1>
      <a className="btn-primary mt-6" href="/admin">
        Back to admin
      </a>
    </main>
  );
}
