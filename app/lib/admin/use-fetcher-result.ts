import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * Calls `handle` once for each answer a fetcher's form receives, when the fetcher is idle again
 * (a toast, a reset, closing a dialog). The latest `handle` is used; an answer is never handled twice.
 * An answer already there when the component mounts was another form's (a keyed fetcher's, shared
 * by a product's card and its dialog): handling it again would close a dialog as it opens.
 */
export function useFetcherResult<Result>(
  fetcher: Pick<FetcherWithComponents<Result>, "state" | "data">,
  handle: (result: Result) => void,
): void {
  const handled = useRef<Result | undefined>(fetcher.data);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result === undefined || handled.current === result) return;
    handled.current = result;
    latest.current(result);
  }, [fetcher.state, fetcher.data]);
}
