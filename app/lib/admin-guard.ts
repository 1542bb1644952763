import { data, type MiddlewareFunction } from "react-router";
import { trimTrailingSlashes, withoutDataSuffix } from "#core/url-path.ts";
import { appContext } from "./app-context.ts";

/** Admin pages that work without the owner's session. */
const OPEN_PAGES = new Set(["/admin/login", "/admin/logout", "/admin/password-reset"]);
/** A password reset link's page: one segment after it, no more. */
const RESET_LINK_PAGE = /^\/admin\/password-reset\/[^/]+$/;

/** Whether `pathname` (without `.data`) is an admin page for someone not signed in. */
export const isOpenAdminPage = (pathname: string) =>
  OPEN_PAGES.has(pathname) || RESET_LINK_PAGE.test(pathname);

/**
 * Runs before every admin loader and action: without a valid owner session the request ends in a
 * 401 that the admin layout's boundary renders as the login form, so no admin data is ever loaded.
 */
export const requireOwnerPage: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  // Client navigations fetch `/admin/….data`: judge them as the page they load.
  const pathname = trimTrailingSlashes(withoutDataSuffix(new URL(request.url).pathname));
  if (!isOpenAdminPage(pathname)) {
    const { services, ownerToken } = context.get(appContext);
    if (!(await services.auth.isValidSession(ownerToken))) {
      throw data({ message: "Authentication required" }, { status: 401 });
    }
  }
  return next();
};
