/**
 * The site's public origin for absolute links (e-mails, the sitemap, Open Graph): PUBLIC_URL's, or
 * none. Never a request's Host, which anyone can forge (PRODUCT.md §6).
 */
export function publicOrigin(publicUrl: string | undefined): string | undefined {
  return publicUrl ? new URL(publicUrl).origin : undefined;
}
