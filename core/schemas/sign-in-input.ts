import { z } from "./zod-setup.ts";

/** The owner's login form and `POST /api/admin/login` body. */
export const LoginSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});
