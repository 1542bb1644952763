/**
 * A route's `headers` export that sends what its loader and action set (a 429's Retry-After, a
 * Cache-Control): without one, React Router leaves the headers given to `data()` out of the page.
 */
export function loaderAndActionHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) {
    // Each cookie comes as a header of its own: `set` would keep only the last one.
    if (name === "set-cookie") headers.append(name, value);
    else headers.set(name, value);
  }
  return headers;
}
