import { data } from "react-router";
import { LEGAL_PAGES, legalPageAt } from "#core/legal-pages.ts";
import { PageHeader } from "~/components/page-header.tsx";
import { LinkItems } from "~/components/ui/link-items.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/legal";

/**
 * `/privacy`, `/terms` and `/shipping-returns` (one module, three routes): the owner's Markdown from
 * Settings, or the starting text, rendered to HTML on the server. Raw HTML in it shows as text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = legalPageAt(new URL(request.url).pathname);
  if (!page) throw data("Not found", { status: 404 });
  const { services } = context.get(appContext);
  return { page, html: await services.legal.html(page.key) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? routeMeta(args, {
        title: args.loaderData.page.title,
        description: args.loaderData.page.description,
        path: args.loaderData.page.path,
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, html } = loaderData;
  const others = LEGAL_PAGES.filter((other) => other.key !== page.key);
  return (
    <div className="page pb-8">
      <PageHeader eyebrow="Legal" title={page.title} />
      <div
        className="rich-text max-w-prose"
        // The server rendered it from Markdown without raw HTML (server/services/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML, rendered on the server.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <nav aria-label="Other legal pages" className="mt-12 border-t border-line pt-6 text-sm">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <LinkItems
            links={others.map((other) => ({ to: other.path, label: other.title }))}
            className="text-accent-deep underline underline-offset-4"
          />
        </ul>
      </nav>
    </div>
  );
}
