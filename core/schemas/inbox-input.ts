import { formBoolean } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** `PATCH /api/admin/messages/{id}` and the Messages page's read/unread form. */
export const MarkReadSchema = z.object({ read: formBoolean("read must be true or false") });
