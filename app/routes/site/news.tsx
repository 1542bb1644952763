import { Link } from "react-router";
import { NEWS_FEED_PATH, newsPath } from "#core/audience.ts";
import { SubscribeForm } from "~/components/audience/subscribe-form.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) => [
  ...routeMeta(args, {
    title: "News",
    description: "New work, print runs and exhibitions, newest first.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", href: NEWS_FEED_PATH },
];

/** Not replayed (server/http/page-replay.ts): a timed announcement appears when its time comes. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { items: await services.announcements.news() };
}

/** The news: every announcement that has gone, newest first, and the sign-up. */
export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page py-12">
      <PageHeader title="News">New work, print runs and exhibitions.</PageHeader>
      {loaderData.items.length === 0 ? (
        <p className="mt-8 text-ink-soft">Nothing here yet.</p>
      ) : (
        <ol className="mt-8 flex max-w-2xl flex-col gap-6">
          {loaderData.items.map((item) => (
            <li key={item.slug}>
              <article>
                <h2 className="font-display text-2xl">
                  <Link to={newsPath(item.slug)} className="hover:underline">
                    {item.subject}
                  </Link>
                </h2>
                <p className="text-sm text-ink-soft">
                  <time dateTime={item.publishedAt}>{item.publishedAt.slice(0, 10)}</time>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-12 border-t border-line pt-8">
        <SubscribeForm source="news" title="News by e-mail" />
      </div>
    </div>
  );
}
