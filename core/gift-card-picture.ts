/**
 * The picture a gift card is sold with until the owner gives it one of their own: a card in the
 * site's paper and ink, with the shop's name. An SVG document, drawn the same for the same name.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** 1200 × 900, the card on a soft studio background. */
export function giftCardPicture(shopName: string): string {
  const name = escapeXml(shopName.trim().slice(0, 40) || "Gift card");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#efe9df"/>
  <rect x="218" y="188" width="780" height="540" rx="36" fill="#1d2023" opacity="0.12" transform="translate(10 16)"/>
  <rect x="210" y="180" width="780" height="540" rx="36" fill="#fbf8f3" stroke="#d9d0c2" stroke-width="3"/>
  <rect x="210" y="180" width="780" height="120" rx="36" fill="#8a3b12"/>
  <rect x="210" y="260" width="780" height="40" fill="#8a3b12"/>
  <text x="600" y="258" text-anchor="middle" font-family="Georgia, serif" font-size="56" fill="#fbf8f3">Gift card</text>
  <text x="600" y="470" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="#1d2023">${name}</text>
  <line x1="420" y1="530" x2="780" y2="530" stroke="#8a3b12" stroke-width="3"/>
  <text x="600" y="610" text-anchor="middle" font-family="sans-serif" font-size="30" letter-spacing="6" fill="#5b5f63">XXXX-XXXX-XXXX-XXXX</text>
</svg>`;
}

/** The amounts a gift card is first offered at, in major units. */
export const FIRST_GIFT_CARD_AMOUNTS = [25, 50, 100] as const;

/** "£25": an amount as a size's name, in the shop's currency and locale. */
export const giftCardSizeName = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(
    amount,
  );
