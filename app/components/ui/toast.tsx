import { X } from "lucide-react";
import {
  createContext,
  type PointerEvent,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive";
}

export interface ShownToast extends ToastInput {
  id: number;
}

/** PRODUCT.md §9: toasts stay 5 s; a swipe right of 50 px dismisses one. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The toast left on screen once `id` is dismissed: only that toast goes. A timer or a swipe that
 * ends just as a newer toast appears must not take the newer one with it.
 */
export function afterDismissing(shown: ShownToast | null, id: number): ShownToast | null {
  return shown?.id === id ? null : shown;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen (at most one is visible). */
export function useToast() {
  return useContext(ToastContext);
}

/**
 * The notification area: one toast at a time, bottom right (full width on a phone, at most
 * 420 px), read out politely (destructive ones assertively), paused while hovered or focused,
 * dismissed by its button, Escape, a swipe right or after 5 s. F8 moves focus to it. `flash` is
 * what the server said after a post made without JavaScript (the root loader's, core/flash.ts):
 * shown from the first render, so the page says it without scripts too.
 */
export function ToastProvider({
  children,
  flash,
}: {
  children: React.ReactNode;
  flash?: ToastInput | null | undefined;
}) {
  const [toast, setToast] = useState<ShownToast | null>(() => (flash ? { ...flash, id: 0 } : null));
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);
  const nextId = useRef(1);

  const show = useCallback((input: ToastInput) => {
    setOffset(0);
    setToast({ ...input, id: nextId.current++ });
  }, []);
  const dismissToast = useCallback(
    (id: number) => setToast((shown) => afterDismissing(shown, id)),
    [],
  );
  const dismiss = () => {
    if (toast) dismissToast(toast.id);
  };

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, dismissToast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        (region.current?.querySelector<HTMLElement>("[data-toast]") ?? region.current)?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset >= SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  const destructive = toast?.variant === "destructive";
  const item = toast && (
    <li
      key={toast.id}
      data-toast
      tabIndex={-1}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-accent ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-line bg-white text-ink"
      }`}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? 1 - offset / 200 : 1,
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismiss();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={`mt-1 text-sm ${destructive ? "text-white/90" : "text-ink-soft"}`}>
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss notification"
        className={`-m-1 rounded-full p-1 ${destructive ? "hover:bg-white/15" : "hover:bg-paper-deep"}`}
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );

  return (
    <ToastContext value={show}>
      {children}
      <section
        ref={region}
        aria-label="Notifications (F8)"
        tabIndex={-1}
        className="pointer-events-none fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-[420px] outline-none"
      >
        <ol aria-live="polite" aria-atomic="true" className="contents">
          {!destructive && item}
        </ol>
        <ol aria-live="assertive" aria-atomic="true" className="contents">
          {destructive && item}
        </ol>
      </section>
    </ToastContext>
  );
}
