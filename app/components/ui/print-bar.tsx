import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";

/** Above a printable sheet: the way back and "Print"; hidden when printed. */
export function PrintBar({ back }: { back: { to: string; label: string } }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm text-ink-soft hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      <button type="button" className="btn-primary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden />
        Print
      </button>
    </div>
  );
}
