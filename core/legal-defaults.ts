import { DEFAULT_COMMISSION_SETTINGS } from "./commissions.ts";
import type { LegalTexts } from "./legal-pages.ts";
import { DEFAULT_STORE } from "./store.ts";

/** What the starting texts say about the business: from the owner's profile. */
export interface LegalBusiness {
  /** The artist's or shop's name. */
  name: string;
  /** The contact e-mail. */
  email: string;
  /** Where order questions go. */
  ordersEmail: string;
  /** The postal address on its lines, when the owner has given one. */
  address?: string | undefined;
  /** The shop's "Days to pay" (Settings → Store): an order unpaid that long is cancelled. */
  payWithinDays?: number | undefined;
  /** Days a commission's reference photos are kept after it ends. */
  commissionPhotoDays?: number | undefined;
  /** The shop takes cards through Stripe: the terms say how, and the privacy notice who sees it. */
  cardPayments?: boolean | undefined;
}

/** The address as one Markdown paragraph (hard line breaks), or a pointer to the e-mail. */
function postalLine(business: LegalBusiness): string {
  const lines = (business.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0)
    return `Our postal address is on every invoice, and we will give it to you whenever you ask at ${business.email}.`;
  return `Our postal address is:\n\n${lines.map(escapeMarkdown).join("  \n")}`;
}

/**
 * Markdown's emphasis, code and link characters in a text the owner typed elsewhere (and a list or
 * heading mark at its start), so that it is shown as written.
 */
const escapeMarkdown = (text: string) =>
  text
    .replace(/[\\`*_[\]<>|~]/g, "\\$&")
    .replace(/^([#>+-])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");

/**
 * The starting texts of the legal pages, written for a small UK art business that sells originals,
 * prints, cards and games online and takes payment by invoice after the order. They are shown until
 * the owner saves texts of their own; Settings asks the owner to review them (PRODUCT.md §2).
 */
export function defaultLegalTexts(business: LegalBusiness): LegalTexts {
  const name = escapeMarkdown(business.name);
  const { email, ordersEmail } = business;
  const days = business.payWithinDays ?? DEFAULT_STORE.payWithinDays;
  const photoDays = business.commissionPhotoDays ?? DEFAULT_COMMISSION_SETTINGS.photoRetentionDays;
  return {
    privacy: `This notice explains what personal information ${name} ("we", "us") collects when you order from this website or write to us, why we need it, how long we keep it, who else sees it, and the rights you have over it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.

We are the controller of your information. ${postalLine(business)}

If you have any question about your information, write to ${email}.

## What we collect

**When you place an order** we ask for your name, e-mail address, postal address and, if you choose to give it, your phone number. We keep these with the order: what you bought, the prices, and the order's progress (for example when it was paid and sent).

**When you write to us** through the contact form we keep your name, your e-mail address, the subject you chose and your message.

**When you ask for a commission** we keep your name, your e-mail address, what you would like and the reference photos you send, together with our messages, the quote and its payments. Your photos are shown only to you (through the private link we e-mail you) and to us, never published.

**When you visit the site** our server records the address of your device (its IP address) and the pages asked for, for a short time, to keep the site working and secure and to limit abuse. Your basket is kept on our server and found again by a small cookie on your device.

We do not use advertising or tracking cookies, and we do not build profiles of visitors. We count visits without cookies: our server keeps which pages were viewed, where the visit came from (the referring site or campaign) and the kind of device, under a code made from your address and browser with a secret that is replaced and deleted every day, so a visit cannot be linked to you or to your visits on other days. Visits are not counted when your browser sends Global Privacy Control or Do Not Track.

## Why we use it

- **To make and deliver your order**: to confirm it, send you the invoice and payment details, pack and post it, and tell you how it is going. We need this information to carry out our contract with you.
- **To answer your messages**, including questions about commissions. It is in our legitimate interest, and yours, to reply.
- **To keep our accounts**: the law requires us to keep records of sales.
- **To keep the site safe**: it is in our legitimate interest to protect the site and our customers from misuse.

We never sell your information, and we will not send you marketing e-mails unless you have asked us to.

## How long we keep it

- **Orders and invoices**: six years after the end of the financial year in which the order was placed, because UK tax law requires business records to be kept that long.
- **Messages**: for as long as we need them to deal with your enquiry, and then for up to two years in case you write again, unless they become part of an order.
- **Commission photos**: deleted ${photoDays} days after the commission is completed, declined or cancelled. The rest of a commission is kept like an order when it was paid for, and like a message otherwise.
- **Baskets**: a basket that is not turned into an order is forgotten; its cookie expires after 30 days.
- **Server logs**: a few weeks at most.

## Who we share it with

We share only what each of them needs, and only to run the shop:

- **The e-mail service** that delivers our e-mails: order confirmations, invoices, updates and replies pass through our mail server and the e-mail provider that sends them.
- **The company that hosts this website**, which stores the site's information on our behalf.
- **The delivery company** (for example Royal Mail or a courier), which needs your name and address, and sometimes your e-mail address or phone number, to deliver your parcel.
- **Your bank or payment service**, when you pay us: we see what they show us about your payment.${business.cardPayments ? "\n- **Stripe**, when you pay by card: you give your card details to Stripe on its own page, never to us; we see the payment, its amount and the last digits of the card." : ""}
- **Our accountant and HM Revenue & Customs**, where the law requires it.

If any of these stores information outside the UK, it must protect it to the standard UK law requires.

## Your rights

You have the right to:

- ask for a copy of the information we hold about you;
- ask us to correct it if it is wrong or incomplete;
- ask us to delete it (we may have to keep order records for the time the law requires);
- ask us to restrict how we use it, or object to how we use it;
- ask for the information you gave us in a form you can take elsewhere.

To use any of these rights, write to ${email}. We will answer within one month, and there is normally no charge. We may ask you to confirm who you are first.

If you are unhappy with how we have handled your information, please tell us so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO): [ico.org.uk](https://ico.org.uk/make-a-complaint/), telephone 0303 123 1113.

## Changes to this notice

We will update this notice when how we use information changes. The version on this page is the one that applies.
`,

    terms: `These terms apply to every order placed on this website with ${name} ("we", "us"). Please read them before you order: by placing an order you accept them. They do not affect your legal rights as a consumer.

## About us

${name} is a small independent art business in the United Kingdom. ${postalLine(business)}

You can reach us at ${email}; for anything about an order, write to ${ordersEmail} and mention your order number.

## What we sell

We sell original artworks, prints, cards and games. Originals are one of a kind: we describe and photograph each as accurately as we can, but colours differ slightly from screen to screen, and handmade work has small variations that are part of its character, not faults.

## Placing an order and paying

1. When you place an order, we e-mail you a confirmation with its number. This confirms that we have received your order; it is not yet our acceptance.
${
  business.cardPayments
    ? `2. You can pay the total, including delivery, straight away by card on your order's page (through Stripe, our card payment provider), or wait for our e-mail with the total and the other ways to pay (for example bank transfer).
3. The contract between us is made when you pay by card, or when we send you that e-mail. If we cannot accept your order (for example because an original has already been sold), we will tell you and refund anything you paid, in full.`
    : `2. We check that everything is available and then e-mail you an invoice with the total to pay, including delivery, and the ways to pay (for example bank transfer). No payment is taken on this website.
3. The contract between us is made when we send you that invoice. If we cannot accept your order (for example because an original has already been sold), we will tell you and you will not be charged.`
}
4. Please pay within ${days} ${days === 1 ? "day" : "days"} of placing your order. We remind you halfway; if payment has not arrived by then, the order is cancelled automatically, we let you know, and the work is offered to others.
5. We send your order once your payment has arrived.

Prices are shown in the shop and at checkout, with delivery charges, and any tax shown. The price you pay is the one shown when you placed your order. If we have made an obvious mistake in a price, we will tell you before you pay and you can choose whether to go ahead.

## Delivery

How and when we send orders, and what delivery costs, is explained on our [shipping and returns page](/shipping-returns). The goods are your responsibility from the moment they are delivered to you or to someone you named.

## Your right to change your mind

Because you buy from us at a distance, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you the right to cancel your order for any reason:

- You can cancel at any time from placing the order until **14 days after the day you receive the goods** (for an order delivered in several parcels, 14 days after the last one arrives).
- To cancel, tell us clearly, for example by e-mail to ${ordersEmail}, with your order number. You do not have to give a reason.
- Send the goods back within 14 days of telling us, in the condition you received them, well packed. Unless the goods are faulty or not as described, **you pay the cost of returning them**.
- We will refund what you paid, including the standard delivery charge, within 14 days of receiving the goods back (or proof that you have sent them). We refund by the means you used to pay. If you chose a more expensive delivery than our standard one, we refund only the standard charge.
- You may handle the goods as you would in a shop, but we may reduce the refund if their value has fallen because you handled them more than that.

**This right does not apply** to goods made to your specifications or clearly personalised, such as **commissioned artworks**, pieces changed at your request, or cards and games personalised with names or pictures you sent us. Once we have started such work, the order cannot be cancelled under these rules (faulty work is covered below).

## If something is wrong

Under the Consumer Rights Act 2015, goods must be as described, fit for purpose and of satisfactory quality. If they are not:

- within 30 days of delivery you can reject them and get a full refund;
- after that, you can ask us to repair or replace them, and if that is not possible or does not put it right, to a price reduction or refund.

If anything arrives damaged or is not what you ordered, please see our [shipping and returns page](/shipping-returns) and tell us as soon as you can. We pay the cost of returning faulty goods.

## Artwork and copyright

Buying an original or a print gives you the object, not the copyright: the copyright in every design stays with ${name}. Please do not reproduce our work (for example on products, prints or online for commercial use) without our written permission.

## Your information

We use the details you give us only to handle your order, as explained in our [privacy notice](/privacy).

## Our responsibility to you

If we break these terms, we are responsible for loss or damage you suffer that is a foreseeable result of it. We are not responsible for business losses: our goods are for private use. Nothing in these terms limits our responsibility where the law does not allow it to be limited, including for death or personal injury caused by our negligence, or for fraud.

## Disputes

If you are unhappy with anything, please write to us first at ${email}: we will do our best to put it right. These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you can also bring proceedings in your own courts.
`,

    shippingReturns: `## Sending your order

We pack every order by hand. Originals are wrapped with protective layers and boxed or sent in stiff board; prints are sent flat or rolled in a tube; cards and games travel in padded packaging.

We send your order once your payment has arrived, normally **within 3 working days**. Commissions and made-to-order pieces take longer; we will agree a date with you before you order. If there is any delay, we will let you know by e-mail.

## Delivery times

- **UK**: usually 1 to 3 working days after sending, with Royal Mail or a courier. Originals and larger orders are sent tracked and signed for.
- **Outside the UK**: usually 5 to 15 working days, depending on the country and its customs.

These are estimates from the delivery company, not promises: busy periods can add a few days.

## Delivery costs

The delivery cost is shown in your basket and at checkout before you order, and is included in your invoice. Orders above the amount shown in the shop are sent free within our standard service. If an order is unusually large or heavy, or is going somewhere that costs more to reach, we will tell you the cost before you pay, and you can change or cancel the order at no charge.

**Orders going outside the UK** may be charged import duty, tax and handling fees by the destination country. These are set by that country and paid by the recipient; we cannot pay them for you or mark parcels as gifts.

## If your order arrives damaged

We take great care in packing, but parcels are sometimes mishandled. If something arrives damaged:

1. Please e-mail us at ${ordersEmail} as soon as you can, ideally within 48 hours, with your order number and photographs of the item and its packaging.
2. Keep the packaging until we have resolved it, as the delivery company may ask to see it.
3. We will arrange a replacement (where we have one) or a full refund, including delivery. If we need the item back, we pay for its return.

This does not affect your legal rights: goods are our responsibility until they are delivered to you.

## If your order does not arrive

If your order has not arrived within the times above, please write to ${ordersEmail}. We will trace it with the delivery company and, if it is lost, send a replacement or refund you in full.

## Returns

You can change your mind and return most items within **14 days of receiving them**, as explained in our [terms of sale](/terms):

1. Tell us by e-mail at ${ordersEmail} that you wish to return something, with your order number.
2. Send it back within 14 days of telling us, in the condition you received it, well packed (ideally in its original packaging), to the address we give you. We recommend a tracked service: the item is your responsibility until it reaches us.
3. You pay the cost of sending it back, unless it was faulty, damaged or not what you ordered.
4. We refund you within 14 days of receiving it, including the original standard delivery charge.

**Commissioned and personalised work** (pieces made to your specifications, or changed or personalised at your request) cannot be returned because you changed your mind. It can be returned if it is faulty or not what we agreed.

## Questions

For anything about delivery or returns, write to ${ordersEmail}.
`,
  };
}
