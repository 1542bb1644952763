import { useEffect, useState } from "react";
import { SNAP_EDITIONS, type SnapEdition } from "#core/snap-order.ts";
import { PageHeader } from "~/components/page-header.tsx";
import { pillTabClassName } from "~/components/pill-tab.ts";
import { SnapSlideshow } from "~/components/snap/snap-slideshow.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Facts } from "~/components/ui/facts.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/snap-cards";

const GAMES: Record<SnapEdition, string> = { cat: "Snap-Cat", dog: "Snap-Dog", rat: "Snap-Rat" };

/** The collection whose specification the page shows: the Snap packs'. */
const SNAP_COLLECTION = "snap-cards";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [cards, products, collections] = await Promise.all([
    services.catalog.listSnapCards(),
    services.catalog.listProducts(),
    services.collections.list(),
  ]);
  // The deck's specification is the Snap collection's, as the owner keeps it (none: no box).
  const specifications =
    collections.find((collection) => collection.slug === SNAP_COLLECTION)?.specifications ?? [];
  // A search result opens the slideshow at one card: `?card={id}`.
  const asked = Number(new URL(request.url).searchParams.get("card"));
  const found = cards.find((card) => card.id === asked);
  const focus =
    found && SNAP_EDITIONS.includes(found.subcategory as SnapEdition)
      ? { edition: found.subcategory as SnapEdition, id: found.id }
      : null;
  // An edition is "coming soon" until its pack is on sale in the shop.
  const comingSoon = Object.fromEntries(
    SNAP_EDITIONS.map((edition) => [
      edition,
      !products.some(
        (p) => p.category === SNAP_COLLECTION && p.subcategory === edition && p.isAvailable,
      ),
    ]),
  ) as Record<SnapEdition, boolean>;
  const bySubcategory = Object.fromEntries(
    SNAP_EDITIONS.map((edition) => [
      edition,
      cards
        .filter((card) => card.subcategory === edition)
        .map(({ id, name, title, description, image }) => ({
          id,
          name,
          title,
          description,
          image,
        })),
    ]),
  ) as Record<
    SnapEdition,
    Array<{
      id: number;
      name: string | null;
      title: string;
      description: string | null;
      image: (typeof cards)[number]["image"];
    }>
  >;
  return { bySubcategory, focus, comingSoon, specifications };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Snap Card Games",
    description:
      "Snap-Cat, Snap-Dog and Snap-Rat: family card games with a hand-drawn animal on every card.",
    ...(args.loaderData?.bySubcategory.cat[0]
      ? { image: `/media/${args.loaderData.bySubcategory.cat[0].image?.key}/400.webp` }
      : {}),
  });

/** "Snap-Cat, Snap-Dog and Snap-Rat (coming soon)". */
const gamesList = (comingSoon: Record<SnapEdition, boolean>) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(
    SNAP_EDITIONS.map(
      (edition) => `${GAMES[edition]}${comingSoon[edition] ? " (coming soon)" : ""}`,
    ),
  );

export default function SnapCards({ loaderData }: Route.ComponentProps) {
  const { focus, comingSoon, specifications } = loaderData;
  const [tab, setTab] = useState<SnapEdition>(focus?.edition ?? "cat");
  // Another search result while on this page: show its game.
  useEffect(() => {
    if (focus) setTab(focus.edition);
  }, [focus]);
  return (
    <div className="page">
      <PageHeader eyebrow="Family card games" title="Snap Card Games">
        <p>Family card games with a hand-drawn animal on every card: {gamesList(comingSoon)}.</p>
      </PageHeader>
      <div role="tablist" aria-label="Games" className="mb-10 flex flex-wrap gap-2">
        {SNAP_EDITIONS.map((edition) => (
          <button
            key={edition}
            type="button"
            role="tab"
            id={`tab-${edition}`}
            aria-selected={tab === edition}
            aria-controls={`panel-${edition}`}
            tabIndex={tab === edition ? 0 : -1}
            onClick={() => setTab(edition)}
            onKeyDown={(event) => {
              const i = SNAP_EDITIONS.indexOf(tab);
              const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              const nextTab =
                SNAP_EDITIONS[(i + step + SNAP_EDITIONS.length) % SNAP_EDITIONS.length]!;
              setTab(nextTab);
              document.getElementById(`tab-${nextTab}`)?.focus();
            }}
            className={pillTabClassName(tab === edition)}
          >
            {GAMES[edition]}
            {comingSoon[edition] && <span className="ml-2 text-xs">(coming soon)</span>}
          </button>
        ))}
      </div>
      {SNAP_EDITIONS.map((edition) => (
        <div
          key={edition}
          role="tabpanel"
          id={`panel-${edition}`}
          aria-labelledby={`tab-${edition}`}
          hidden={tab !== edition}
        >
          {tab === edition && (
            <SnapSlideshow
              key={focus?.id ?? "all"}
              game={GAMES[edition]}
              cards={loaderData.bySubcategory[edition]}
              startAt={focus?.edition === edition ? focus.id : undefined}
            />
          )}
        </div>
      ))}
      {specifications.length > 0 && (
        <Card
          title="Card specifications"
          titleId="specs-heading"
          titleClassName="text-2xl"
          padding="p-6 sm:p-8"
          className="mt-20"
        >
          <Facts
            items={specifications.map(({ label, value }) => [label, value] as const)}
            className="mt-5 grid gap-4 sm:grid-cols-5"
            termClassName="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase"
            valueClassName="mt-1"
          />
        </Card>
      )}
    </div>
  );
}
