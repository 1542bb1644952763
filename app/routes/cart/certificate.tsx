import {
  CertificateMissing,
  PrintableCertificate,
} from "~/components/certificates/certificate-sheet.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { formInput, performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { lookUpByKey } from "~/lib/private-lookup.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { routeMeta } from "~/lib/seo.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/certificate";

export const headers = loaderAndActionHeaders;

/**
 * The buyer's certificate of an original they paid for, printable: only for the browser the
 * order's page shows the customer to (its cookie, or the e-mail's `?key=`, which the cookie then
 * keeps and the address loses, as on the order's page).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = context.get(appContext);
  const { orderNumber, code } = params;
  return lookUpByKey(request, {
    look: (key) =>
      caller.capabilities.certificates.buyerCertificate(caller, orderNumber, code, key),
    clean: ({ certificate }) =>
      `/checkout/success/${encodeURIComponent(orderNumber)}/certificate/${certificate.code}`,
    page: ({ certificate }) => ({ certificate, message: null }),
    refused: (refusal) => ({ certificate: null, message: refusal.message }),
  });
}

/** The buyer's choice: named on the public verification page, or not. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performAction(() =>
    caller.capabilities.certificates.nameBuyer(caller, params.orderNumber, params.code, input),
  );
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.loaderData?.certificate
      ? `Certificate No. ${args.loaderData.certificate.number}`
      : "Certificate not found",
    description: "Your certificate of authenticity.",
  });

export default function BuyerCertificate({ loaderData, actionData, params }: Route.ComponentProps) {
  const post = useActionForm({ navigate: true });
  const { certificate, message } = loaderData;
  if (!certificate)
    return (
      <CertificateMissing
        message={message}
        hint="Your certificate opens from the link in your payment e-mail, on this device."
      />
    );
  return (
    <div className="px-4 py-10 sm:py-14">
      <PrintableCertificate
        certificate={certificate}
        back={{ to: `/checkout/success/${params.orderNumber}`, label: "Back to your order" }}
      >
        <ActionForm
          recipe={post}
          className="mt-6 flex flex-wrap items-center gap-3 text-sm print:hidden"
        >
          <input type="hidden" name="named" value={certificate.buyerNamed ? "false" : "true"} />
          <p className="text-ink-soft">
            {certificate.buyerNamed
              ? "The public verification page names you as the buyer."
              : "The public verification page confirms the work and the date, without your name."}
          </p>
          <button type="submit" className="btn-secondary px-4 py-2">
            {certificate.buyerNamed ? "Leave my name off" : "Name me as the buyer"}
          </button>
          <ActionNotice answer={actionData} />
        </ActionForm>
      </PrintableCertificate>
    </div>
  );
}
