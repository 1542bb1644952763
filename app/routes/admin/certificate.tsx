import { data } from "react-router";
import { NotFound } from "#core/domain-errors.ts";
import { parseRowId } from "#core/ids.ts";
import { PrintableCertificate } from "~/components/certificates/certificate-sheet.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/certificate";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Certificate No. ${params.number} · Admin` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const number = parseRowId(params.number);
  try {
    if (number === undefined) throw new NotFound("Certificate not found");
    return { certificate: await services.certificates.byNumber(number) };
  } catch (error) {
    if (error instanceof NotFound) throw data("Certificate not found", { status: 404 });
    throw error;
  }
}

/** `/admin/certificates/{number}`: a certificate to print, from its order's page or the list. */
export default function AdminCertificate({ loaderData }: Route.ComponentProps) {
  const { certificate } = loaderData;
  const back = certificate.orderNumber
    ? { to: `/admin/orders/${certificate.orderNumber}`, label: "Back to order" }
    : { to: "/admin/certificates", label: "All certificates" };
  return <PrintableCertificate certificate={certificate} back={back} />;
}
