import { useRouteLoaderData } from "react-router";
import { PrintBar } from "~/components/ui/print-bar.tsx";
import { formatDate } from "~/lib/admin/date-time.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { CertificateView } from "../../../server/services/certificates.ts";

/** The work's facts as a certificate states them: year, medium, dimensions, those it has. */
export function workFacts(
  certificate: Pick<CertificateView, "year" | "medium" | "dimensions">,
): string {
  return [certificate.year, certificate.medium, certificate.dimensions]
    .filter((fact) => fact !== null && fact !== "")
    .join(" · ");
}

/**
 * A certificate of authenticity on one A4 sheet (app.css sets the page): the work with its cover
 * picture, the artist, the date of sale, the number and the verification code with its address.
 * The buyer's own page and the owner's print it; `buyerName` only where its reader may see it.
 */
export function CertificateSheet({
  certificate,
  code,
  buyerName,
}: {
  certificate: Omit<CertificateView, "orderNumber" | "buyerName" | "code">;
  /** The verification code (as typed on the verification page), printed with its address. */
  code: string;
  buyerName: string | null;
}) {
  const facts = workFacts(certificate);
  // `/verify/{code}` on the site's own address (PUBLIC_URL's; relative without one).
  const verifyUrl = `${useRouteLoaderData<typeof rootLoader>("root")?.origin ?? ""}/verify/${code}`;
  return (
    <article
      aria-labelledby="certificate-title"
      className="mx-auto max-w-[210mm] rounded-2xl border border-line bg-white p-6 text-center text-ink shadow-sm sm:p-12 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <p className="font-sans text-xs font-semibold tracking-[0.18em] uppercase">
        No. {certificate.number}
      </p>
      <h1 id="certificate-title" className="mt-3 font-display text-3xl sm:text-4xl">
        Certificate of Authenticity
      </h1>
      {certificate.revokedAt && (
        <p role="alert" className="mt-4 font-semibold text-accent-deep">
          Withdrawn on {formatDate(certificate.revokedAt)}: the sale was cancelled.
        </p>
      )}
      {certificate.imageUrl && (
        <img
          src={certificate.imageUrl}
          alt={certificate.title}
          className="mx-auto mt-8 max-h-[90mm] w-auto max-w-full object-contain"
        />
      )}
      <p className="mt-8 font-display text-2xl italic">{certificate.title}</p>
      {facts && <p className="mt-2 text-sm text-ink-soft">{facts}</p>}
      <p className="mx-auto mt-8 max-w-prose leading-relaxed">
        This certifies that the work above is an original by{" "}
        <span className="font-semibold">{certificate.artistName}</span>, sold on{" "}
        <span className="font-semibold">{formatDate(certificate.soldOn)}</span>
        {buyerName ? (
          <>
            {" "}
            to <span className="font-semibold">{buyerName}</span>
          </>
        ) : null}
        .
      </p>
      <dl className="mt-10 border-t border-line pt-4 text-sm">
        <dt className="text-ink-soft">Verification code</dt>
        <dd className="font-mono text-base">{code}</dd>
        <dt className="mt-2 text-ink-soft">Check it at</dt>
        <dd className="break-all">
          <a href={verifyUrl} className="underline underline-offset-4">
            {verifyUrl}
          </a>
        </dd>
      </dl>
    </article>
  );
}

/** A certificate page without its certificate: the refusal's words and what to do. */
export function CertificateMissing({ message, hint }: { message: string | null; hint: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl">{message}</h1>
      <p className="mt-4 text-ink-soft">{hint}</p>
    </div>
  );
}

/**
 * A certificate to print, for the buyer's page and the owner's: a way back and "Print" above the
 * sheet, hidden when printed (with `children` below it, also unprinted).
 */
export function PrintableCertificate({
  certificate,
  back,
  children,
}: {
  certificate: CertificateView;
  back: { to: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[210mm]">
      <PrintBar back={back} />
      <CertificateSheet
        certificate={certificate}
        code={certificate.code}
        buyerName={certificate.buyerName}
      />
      {children}
    </div>
  );
}
