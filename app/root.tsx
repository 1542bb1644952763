import frauncesFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { clearFlashCookie, flashOf, hasFlashCookie } from "#core/flash.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { LoginForm } from "./components/admin/login-form.tsx";
import { appContext } from "./lib/app-context.ts";
import { useNonce } from "./lib/nonce.ts";

export const links: Route.LinksFunction = () => [
  // First in <head>, before the script preloads: the one render-blocking request.
  // `precedence` makes React emit it as a resource, ahead of the script preloads.
  { rel: "stylesheet", href: appCss, precedence: "default" } as unknown as LinkDescriptor,
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * A flash toast is read once (the root loader) and cleared on the answer that read it, so a
 * reload or the next page does not say it again.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const response = (await next()) as Response;
    if (request.method === "GET" && hasFlashCookie(request.headers.get("Cookie")))
      response.headers.append("Set-Cookie", clearFlashCookie(context.get(appContext).secure));
    return response;
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // Absolute addresses in meta tags come from PUBLIC_URL alone, never from the request's Host.
  const origin = publicOrigin(services.env.PUBLIC_URL);
  const [profile, store, shareImage, consent] = await Promise.all([
    services.settingStore.get<SiteProfile>("profile", DEFAULT_PROFILE),
    services.settingStore.store(),
    services.catalog.shareImage(),
    services.audience.consent(),
  ]);
  // The footer's © year: the server's clock, so the hydrated page says the same.
  // What the last post made without JavaScript said (core/flash.ts), for the layout's toasts.
  const flash = flashOf(request.headers.get("Cookie")) ?? null;
  return {
    origin,
    profile,
    store,
    shareImage,
    consentText: consent.text,
    consentVersion: consent.version,
    year: new Date().getFullYear(),
    flash,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React is in charge: the deferred-hydration loader then replays input it
  // held (decision 006), and browser tests wait for it before interacting. The outermost effect,
  // so it runs after every other effect of the first render.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // The moment the page answers to input, for `npm run bench` (Lighthouse's user timings).
    performance.mark("easel:hydrated");
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf8f5" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  // The admin guard runs as middleware, whose errors React Router renders at the root boundary.
  if (isRouteErrorResponse(error) && error.status === 401) {
    return <LoginForm redirectTo={`${location.pathname}${location.search}`} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "404 Page Not Found" : "Something went wrong";
  const detail =
    status === 404
      ? "The page you are looking for does not exist or has moved."
      : "Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{title}</title>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-ink-soft">{detail}</p>
      <a className="btn-primary" href="/">
        Back to home
      </a>
    </main>
  );
}
