import { Download } from "lucide-react";

/** "Export CSV": downloads a list as the API exports it (orders, collectors). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} className="btn-secondary" download>
      <Download className="size-4" aria-hidden />
      Export CSV
    </a>
  );
}
