import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AuthService } from "../services/auth.ts";
import type { AppEnv } from "./app-env.ts";
import { HttpError } from "./errors.ts";
import { ownerToken } from "./require-owner.ts";

export const JSON_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** The API endpoints that take multipart file uploads instead of JSON. */
export const UPLOAD_PATHS = new Set([
  "/api/upload",
  "/api/admin/upload",
  "/api/admin/uploads",
  "/api/commissions",
]);

/**
 * The API endpoints that take JSON or, when photos come with it, multipart: a message on a
 * commission's thread, from either side.
 */
export const JSON_OR_UPLOAD_PATH = /^\/api\/(admin\/)?commissions\/\d{1,15}\/messages$/;

/**
 * Public forms that carry photos (a commission request, a message on its page): the
 * upload limit for all.
 */
const PUBLIC_UPLOAD_PAGES = new Set(["/commissions", "/commissions.data"]);
const PUBLIC_UPLOAD_PAGE = /^\/commissions\/\d{1,15}(\.data)?$/;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isWrite = (method: string) => WRITE_METHODS.has(method.toUpperCase());

const tooLarge = (limit: number) => () => {
  throw new HttpError(413, `Request body is too large (limit ${limit / 1024 / 1024} MB)`);
};

/**
 * 25 MB for uploads (a commission request's photos too, all together), 1 MB for everything else. Hono's bodyLimit refuses on Content-Length at once
 * and counts streamed bytes otherwise, so an oversized body is never read whole. The upload API
 * has passed the owner guard already; the admin pages' forms (which carry pictures) get 25 MB only
 * with a valid session, so a stranger's post to /admin/login is held to 1 MB.
 */
export function bodyLimits(auth: AuthService): MiddlewareHandler<AppEnv> {
  const uploads = bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES, onError: tooLarge(UPLOAD_LIMIT_BYTES) });
  const others = bodyLimit({ maxSize: JSON_LIMIT_BYTES, onError: tooLarge(JSON_LIMIT_BYTES) });
  return async (c, next) => {
    if (!isWrite(c.req.method)) return next();
    const path = new URL(c.req.url).pathname;
    const isUpload =
      UPLOAD_PATHS.has(path) ||
      JSON_OR_UPLOAD_PATH.test(path) ||
      PUBLIC_UPLOAD_PAGES.has(path) ||
      PUBLIC_UPLOAD_PAGE.test(path) ||
      (path.startsWith("/admin") && (await auth.isValidSession(ownerToken(c))));
    return (isUpload ? uploads : others)(c, next);
  };
}

/**
 * `/api` writes speak JSON: any other content type is 415 (uploads must be multipart), and a body
 * that is not valid JSON is 400. A write without a body (logout, delete) needs no content type.
 */
export function jsonOnlyApi(): MiddlewareHandler {
  return async (c, next) => {
    if (!isWrite(c.req.method)) return next();
    const path = new URL(c.req.url).pathname;
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (UPLOAD_PATHS.has(path)) {
      if (type !== "multipart/form-data") {
        throw new HttpError(415, "Uploads must be sent as multipart/form-data");
      }
      return next();
    }
    if (type === "multipart/form-data" && JSON_OR_UPLOAD_PATH.test(path)) return next();
    // No content type is fine only for an empty body. Hono caches the text for later readers; a
    // handler that reads JSON from it gets `{}`, so it answers with its field messages, not a 500.
    if (type === "" && (await c.req.text()).length === 0) {
      c.req.bodyCache.text = Promise.resolve("{}") as never;
      return next();
    }
    if (type !== "application/json") {
      throw new HttpError(415, "Content-Type must be application/json");
    }
    try {
      // Hono caches the body's text, so handlers reading c.req.json() read the same bytes.
      await c.req.json();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, "Malformed JSON in request body");
    }
    return next();
  };
}
