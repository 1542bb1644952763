/**
 * The inbox's count line, rendered through `createRoutesStub`: one message is "1 message", in the
 * singular, and several are counted in the plural.
 */
import { describe, expect, it } from "vitest";
import { renderRoute } from "~/testing/render-route.tsx";
import type { ContactMessageView } from "../../../server/services/contact.ts";
import AdminMessages from "./messages.tsx";

const message = (id: number, readAt: string | null): ContactMessageView => ({
  id,
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: null,
  message: "Is the heron still for sale?",
  isSpam: false,
  spamReason: null,
  readAt,
  createdAt: "2026-11-20T10:00:00.000Z",
  artwork: null,
});

function countLine(messages: ContactMessageView[]) {
  const page = renderRoute(
    {
      id: "messages",
      path: "/admin/messages",
      Component: AdminMessages,
      loaderData: { messages, outbox: [], mailEnabled: true, linksEnabled: true },
    },
    "/admin/messages",
  );
  return /Messages (.*?\.)/.exec(page.text)?.[1];
}

describe("the inbox's count line", () => {
  it("counts one message in the singular", () => {
    expect(countLine([message(1, null)])).toBe("1 message, 1 unread.");
  });

  it("counts several in the plural, and says when there are none", () => {
    expect(countLine([message(1, null), message(2, "2026-11-21T09:00:00.000Z")])).toBe(
      "2 messages, 1 unread.",
    );
    expect(countLine([])).toBe("No messages yet.");
  });
});
