import { useEffect } from "react";
import { isBlockedShortcut, isTextInput } from "~/lib/image-protection.ts";

/** Blocks PRODUCT.md §2's save/view-source/devtools shortcuts everywhere except inside text inputs. */
export function ShortcutGuard() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextInput(event.target)) return;
      if (isBlockedShortcut(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
  return null;
}
