import { Gauge, Images } from "lucide-react";
import { useEffect, useState } from "react";
import { MEDIA_SECTIONS } from "#core/media-files.ts";
import { Card } from "~/components/ui/card.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { apiError } from "~/lib/admin/api.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/optimization";

export const meta: Route.MetaFunction = () => [{ title: "Optimization · Admin" }];

/** What the server's caches hold now (decision 020): pages, replayed API answers and reads. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { caches: services.caches.figures(), cacheMb: services.env.CACHE_MB };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

interface Status {
  running: boolean;
  done: number;
  total: number;
}

/** PRODUCT.md §9's optimisation output, shown beside the buttons: widths, as images keep their shape. */
const SIZES = [
  ["Carousel", MEDIA_SECTIONS.carousel],
  ["Portfolio", MEDIA_SECTIONS.portfolio],
  ["Shop and snap cards", MEDIA_SECTIONS.shop],
] as const;

/** "1,920 and 400 pixels wide": the widths as a sentence, largest first. */
const widthsText = (widths: readonly number[]) =>
  `${new Intl.ListFormat("en-GB", { type: "conjunction" }).format(
    [...widths].sort((a, b) => b - a).map((width) => width.toLocaleString("en-GB")),
  )} pixels wide`;

/** The two runs: the carousel alone, or every section. */
const JOBS = [
  { id: "carousel", label: "Optimize Carousel", Icon: Images, className: "btn-primary" },
  { id: "all", label: "Optimize All Sections", Icon: Gauge, className: "btn-secondary" },
] as const;

/** Rebuilds image variants from the kept originals, with a live progress bar. */
export default function AdminOptimization({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const [job, setJob] = useState<"carousel" | "all" | null>(null);
  const [status, setStatus] = useState<Status>({ running: false, done: 0, total: 0 });

  useEffect(() => {
    if (!job) return;
    const timer = setInterval(async () => {
      const response = await fetch("/api/admin/optimize-status", { credentials: "include" });
      if (response.ok) setStatus((await response.json()) as Status);
    }, 500);
    return () => clearInterval(timer);
  }, [job]);

  const run = async (which: "carousel" | "all") => {
    setJob(which);
    setStatus({ running: true, done: 0, total: 0 });
    try {
      const response = await fetch(
        which === "carousel" ? "/api/admin/optimize-carousel" : "/api/admin/optimize-all-sections",
        {
          method: "POST",
          credentials: "include",
        },
      );
      if (!response.ok) throw await apiError(response);
      const body = (await response.json()) as {
        images?: unknown[];
        results?: { updatedRecords: number };
      };
      toast(
        which === "carousel"
          ? {
              title: "Success",
              description: `Optimized ${body.images?.length ?? 0} carousel images`,
            }
          : {
              title: "Website-Wide Optimization Complete!",
              description: `${body.results?.updatedRecords ?? 0} images optimized`,
            },
      );
    } catch (error) {
      toast({
        title:
          which === "carousel"
            ? "Failed to optimize carousel images"
            : "Failed to optimize images for all sections",
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setJob(null);
      setStatus((current) => ({ ...current, running: false }));
    }
  };

  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
  return (
    <section className="max-w-3xl">
      <h1 className="font-display text-3xl">Optimization</h1>
      <p className="mt-2 text-ink-soft">
        Every upload is already stored as WebP and AVIF at the sizes below. Run this after changing
        how images are made, or to rebuild them from the originals.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {JOBS.map(({ id, label, Icon, className }) => (
          <button
            key={id}
            type="button"
            className={className}
            disabled={job !== null}
            onClick={() => void run(id)}
          >
            <Icon className="size-4" aria-hidden />
            {job === id ? "Optimizing..." : label}
          </button>
        ))}
      </div>
      {job && (
        <div className="mt-6">
          <ProgressBar label="Optimization progress" value={percent} className="h-2" />
          <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
            {status.total > 0 ? `${status.done} of ${status.total} images` : "Starting..."}
          </p>
        </div>
      )}
      <Card as="dl" padding="" className="mt-8 divide-y divide-line">
        {SIZES.map(([section, widths]) => (
          <div key={section} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <dt className="font-medium">{section}</dt>
            <dd className="text-ink-soft">{widthsText(widths)}, never enlarged (WebP and AVIF)</dd>
          </div>
        ))}
      </Card>
      <h2 className="mt-10 font-display text-2xl">Caches</h2>
      <p className="mt-2 text-ink-soft">
        Finished pages and reads kept in memory until something changes, within {loaderData.cacheMb}{" "}
        MB (the CACHE_MB setting); the least recently used go first.
      </p>
      <Card as="dl" padding="" className="mt-4 divide-y divide-line">
        {loaderData.caches.map((cache) => (
          <div key={cache.name} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <dt className="font-medium capitalize">{cache.name}</dt>
            <dd className="text-ink-soft">
              {cache.entries.toLocaleString("en-GB")} kept, {mb(cache.bytes)} of {mb(cache.budget)}
              {cache.hits !== undefined &&
                `; ${cache.hits.toLocaleString("en-GB")} answered from it, ${(cache.misses ?? 0).toLocaleString("en-GB")} made`}
              {cache.evicted > 0 && `; ${cache.evicted.toLocaleString("en-GB")} let go`}
            </dd>
          </div>
        ))}
      </Card>
    </section>
  );
}
