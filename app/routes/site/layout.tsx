import { Outlet, useRouteLoaderData } from "react-router";
import { DEFAULT_CONSENT_TEXT } from "#core/audience.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEFAULT_STORE } from "#core/store.ts";
import { ShortcutGuard } from "~/components/layout/shortcut-guard.tsx";
import { SiteFooter } from "~/components/layout/site-footer.tsx";
import { SiteHeader } from "~/components/layout/site-header.tsx";
import { NotFound } from "~/components/not-found.tsx";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, cartSessionId } = context.get(appContext);
  return { cartCount: await services.cart.itemCount(cartSessionId) };
}

function Shell({ cartCount, children }: { cartCount: number; children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const profile = root?.profile ?? DEFAULT_PROFILE;
  return (
    <ToastProvider flash={root?.flash}>
      <div className="flex min-h-dvh flex-col">
        <ShortcutGuard />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* A printed page (the buyer's certificate) is the page alone. */}
        <div className="contents print:hidden">
          <SiteHeader artistName={profile.artistName} cartCount={cartCount} />
        </div>
        <main id="main" className="flex-1">
          {children}
        </main>
        <div className="contents print:hidden">
          <SiteFooter
            profile={profile}
            charityStatement={(root?.store ?? DEFAULT_STORE).charityStatement}
            consentText={root?.consentText ?? DEFAULT_CONSENT_TEXT}
            consentVersion={root?.consentVersion}
            year={root?.year ?? new Date().getFullYear()}
          />
        </div>
      </div>
    </ToastProvider>
  );
}

/** The public layout: header and footer around every public page. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell cartCount={loaderData.cartCount}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <Shell cartCount={0}>
      <NotFound error={props.error} />
    </Shell>
  );
}
