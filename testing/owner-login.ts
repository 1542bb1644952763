import { json, type TestApp } from "./test-app.ts";

/** Signs in as the owner with `password` from `address`, as the sign-in form does. */
export const login = (
  t: TestApp,
  password: string,
  address?: string,
  headers: Record<string, string> = {},
) => t.request("/api/admin/login", json("POST", { password }, headers), address);

/** The Cookie header value a response's Set-Cookie gives. */
export const cookieOf = (response: Response) =>
  (response.headers.get("set-cookie") ?? "").split(";")[0]!;
