import { useEffect, useState } from "react";
import { formatDateTime } from "~/lib/admin/date-time.ts";

const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A stored UTC time: on the server (and until the page is interactive) in UTC, then in the
 * owner's own language and time zone, as their browser states them.
 */
export function LocalTime({ iso }: { iso: string }) {
  const [text, setText] = useState(() => `${formatDateTime(iso)} UTC`);
  useEffect(() => {
    setText(new Intl.DateTimeFormat(undefined, LOCAL_DATE_TIME).format(new Date(iso)));
  }, [iso]);
  return <time dateTime={iso}>{text}</time>;
}
