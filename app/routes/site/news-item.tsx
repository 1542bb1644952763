import { data, Link } from "react-router";
import { NEWS_PATH } from "#core/audience.ts";
import { NotFound } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import { useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/news-item";

export const meta: Route.MetaFunction = (args) => {
  const item = args.loaderData?.item;
  if (!item) return [{ title: "Not found" }];
  const picture = item.works.find((work) => work.imageUrl)?.imageUrl;
  return routeMeta(args, {
    title: item.subject,
    description: item.intro.slice(0, 200) || item.subject,
    type: "article",
    ...(picture ? { image: picture } : {}),
  });
};

/** Not replayed (server/http/page-replay.ts): a timed announcement appears when its time comes. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  try {
    const item = await services.announcements.newsItem(params.slug);
    return { item };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

/** One announcement as a page: the mail's "view in the browser". */
export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const store = useStore();
  return (
    <article className="page max-w-3xl py-12">
      <Link to={NEWS_PATH} className="text-sm underline underline-offset-4">
        News
      </Link>
      <h1 className="mt-3 font-display text-4xl">{item.subject}</h1>
      <p className="mt-1 text-sm text-ink-soft">
        <time dateTime={item.publishedAt}>{item.publishedAt.slice(0, 10)}</time>
      </p>
      <div
        className="prose mt-6"
        // The server rendered it from Markdown without raw HTML (server/services/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML, rendered on the server.
        dangerouslySetInnerHTML={{ __html: item.html }}
      />
      {item.works.length > 0 && (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {item.works.map((work) => (
            <li key={work.path}>
              <Link to={work.path} className="group block">
                {work.imageUrl && (
                  <img
                    src={work.imageUrl}
                    alt={work.title}
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                )}
                <span className="mt-2 block font-medium group-hover:underline">{work.title}</span>
                {work.price !== null && (
                  <span className="text-sm text-ink-soft">
                    {formatMoney(work.price, store.currency)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
