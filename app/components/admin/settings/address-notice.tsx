import { Card } from "~/components/ui/card.tsx";

/**
 * Settings → Your site's address: shown only while PUBLIC_URL is not set, because until then
 * e-mails carry no links and shared links have no preview (PRODUCT.md §6).
 */
export function AddressNotice({ publicUrl }: { publicUrl: string | null }) {
  if (publicUrl) return null;
  return (
    <Card
      title="Your site's address is not set"
      titleId="settings-address"
      tone="accent"
      description="Set PUBLIC_URL when you start the site to its public address, for example https://art.example."
    >
      <p className="mt-3 text-ink-soft">
        Until then, e-mails to you and your buyers carry no links (the order number only), shared
        links show no preview picture, and there is no sitemap for search engines. Links are never
        built from the address a visitor's browser sends, which anyone can fake.
      </p>
    </Card>
  );
}
