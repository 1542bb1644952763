/** Slide dots: one button per slide, the current one marked. */
export function CarouselDots({
  count,
  index,
  onSelect,
  label,
  tone = "dark",
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  tone?: "dark" | "light";
}) {
  return (
    <div className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={label(i)}
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
