import { BadgeCheck } from "lucide-react";
import {
  CertificateMissing,
  CertificateSheet,
} from "~/components/certificates/certificate-sheet.tsx";
import { appContext } from "~/lib/app-context.ts";
import { refusedLookup } from "~/lib/private-lookup.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/verify";

/** Sends the loader's headers (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/**
 * `/verify/{code}`: anyone holding a certificate checks it here. The work, its artist and the date
 * of sale; the buyer's name only when they chose it, and never their contact details. Look-ups
 * are limited per client; an unknown code is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const caller = context.get(appContext);
  try {
    return {
      certificate: await caller.capabilities.certificates.verifyCertificate(caller, params.code),
      message: null,
    };
  } catch (error) {
    return refusedLookup(error, (refusal) => ({ certificate: null, message: refusal.message }));
  }
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.loaderData?.certificate ? "Certificate verified" : "Certificate not found",
    description: "Check a certificate of authenticity.",
  });

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { certificate, message } = loaderData;
  if (!certificate)
    return (
      <CertificateMissing
        message={message}
        hint="Check the code printed on the certificate, letter by letter."
      />
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <p
        role="status"
        className={`mb-6 flex items-center justify-center gap-2 text-center font-semibold ${certificate.revokedAt ? "text-accent-deep" : ""}`}
      >
        <BadgeCheck className="size-5" aria-hidden />
        {certificate.revokedAt
          ? "This certificate was withdrawn"
          : `Certificate No. ${certificate.number} is genuine`}
      </p>
      <CertificateSheet
        certificate={certificate}
        code={certificate.code}
        buyerName={certificate.buyerName}
      />
    </div>
  );
}
