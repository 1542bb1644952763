import { ChevronLeft, ChevronRight } from "lucide-react";

/** A previous/next button for carousels, slideshows and the lightbox. */
export function ArrowButton({
  direction,
  label,
  onClick,
  className,
  iconClassName = "size-5",
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon className={iconClassName} aria-hidden />
    </button>
  );
}
