import { useNonce } from "~/lib/nonce.ts";

/** Structured data for search engines; `<` is escaped so no text can close the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
    /</g,
    "\\u003c",
  );
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not markup.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
