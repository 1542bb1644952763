import type { Caller } from "./caller.ts";

/**
 * Sends the owner a test mail through the outbox and says what became of it (Admin → Go live).
 * Owner only, so no per-client limit: the mail goes to the owner's own address and nowhere else.
 */
export const sendTestMail = (caller: Caller) => caller.services.goLive.sendTestMail();
