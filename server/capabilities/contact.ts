import { ContactSchema } from "#core/schemas/contact-input.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * Stores an enquiry and tells the owner (flagged and kept quiet when it looks like spam). The
 * limit counts every attempt, valid or not, before anything else is looked at.
 */
export async function sendMessage(caller: Caller, input: unknown) {
  await limit(caller, "contact");
  await caller.services.contact.submit(parse(ContactSchema, input));
}
