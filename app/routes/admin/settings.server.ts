import { data } from "react-router";
import { clientError, zodFieldErrors } from "#core/form-errors.ts";
import { PasswordChangeSchema, SettingsUpdateSchema } from "#core/schemas/settings.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { settings: await services.siteSettings.get() };
}

type Result =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** Saves one section of the settings (the same services as `/api/admin/settings` and `/password`). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, ownerToken } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const text = (name: string) => String(form.get(name) ?? "");
  const fail = (
    errors: Record<string, string>,
    message = Object.values(errors)[0] ?? "Check the form",
  ) => data<Result>({ ok: false, intent, message, errors }, { status: 400 });
  try {
    if (intent === "password") {
      const parsed = PasswordChangeSchema.safeParse({
        currentPassword: text("currentPassword"),
        newPassword: text("newPassword"),
      });
      if (!parsed.success) return fail(zodFieldErrors(parsed.error));
      await services.auth.changePassword(
        parsed.data.currentPassword,
        parsed.data.newPassword,
        ownerToken,
      );
      return { ok: true, intent } satisfies Result;
    }
    const current = await services.siteSettings.get();
    const input =
      intent === "profile"
        ? {
            profile: {
              artistName: text("artistName"),
              tagline: text("tagline"),
              email: text("email"),
              ordersEmail: text("ordersEmail"),
              phone: text("phone"),
              location: text("location"),
              social: current.profile.social.map((link, index) => ({
                kind: link.kind,
                label: text(`social.${index}.label`),
                href: text(`social.${index}.href`),
              })),
            },
          }
        : intent === "store"
          ? {
              store: {
                currency: text("currency"),
                taxRate: text("taxRate"),
                shippingFee: text("shippingFee"),
                freeShippingThreshold: text("freeShippingThreshold"),
                charityStatement: text("charityStatement"),
              },
            }
          : intent === "about"
            ? {
                biography: text("biography")
                  .split(/\n\s*\n/)
                  .map((paragraph) => paragraph.trim())
                  .filter(Boolean),
              }
            : { paymentInstructions: text("paymentInstructions") };
    const parsed = SettingsUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const errors = Object.fromEntries(
        Object.entries(zodFieldErrors(parsed.error)).map(([key, value]) => [
          key.replace(/^(profile|store)\./, ""),
          value,
        ]),
      );
      return fail(errors);
    }
    await services.siteSettings.update(parsed.data);
    return { ok: true, intent } satisfies Result;
  } catch (error) {
    const refusal = clientError(error);
    if (!refusal) throw error;
    return fail(refusal.errors ?? {}, refusal.message);
  }
}
