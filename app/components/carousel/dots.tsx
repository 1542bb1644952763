import type { Rotation } from "~/lib/use-auto-advance.ts";

/** Slide dots: one button per slide ("Show {noun} 2"), the current one marked. */
export function CarouselDots({
  rotation: { count, index, goTo },
  noun,
  tone = "dark",
}: {
  rotation: Pick<Rotation, "count" | "index" | "goTo">;
  noun: string;
  tone?: "dark" | "light";
}) {
  return (
    <div className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
          key={i}
          type="button"
          onClick={() => goTo(i)}
          aria-label={`Show ${noun} ${i + 1}`}
          aria-current={i === index ? "true" : undefined}
          className="group flex size-6 items-center justify-center"
        >
          <span
            className={`block h-1.5 rounded-full transition-all ${i === index ? "w-5" : "w-1.5"} ${
              tone === "light"
                ? i === index
                  ? "bg-white"
                  : "bg-white/55 group-hover:bg-white/80"
                : i === index
                  ? "bg-ink"
                  : "bg-ink/30 group-hover:bg-ink/60"
            }`}
          />
        </button>
      ))}
    </div>
  );
}
