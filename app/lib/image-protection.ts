/** Event props that stop right-click, drag and mouse-down on artwork images (PRODUCT.md §2). */
export const protectImage = {
  draggable: false,
  onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
  onDragStart: (event: { preventDefault(): void }) => event.preventDefault(),
  // Stops drag and selection from starting; the click that opens a picture still happens.
  onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
};

/** Is this key combination one of PRODUCT.md §2's blocked shortcuts? */
export function isBlockedShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean {
  const key = event.key.toLowerCase();
  if (key === "f12") return true;
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier) return false;
  if (event.shiftKey) return ["i", "j", "c"].includes(key);
  return ["s", "a", "p", "u"].includes(key);
}

/** Text fields keep every shortcut (decision 012 §7): people copy and select what they type. */
export function isTextInput(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === "TEXTAREA" || element.tagName === "SELECT") return true;
  if (element.tagName !== "INPUT") return false;
  const type = (element as HTMLInputElement).type;
  return ![
    "button",
    "checkbox",
    "radio",
    "submit",
    "reset",
    "range",
    "color",
    "file",
    "image",
  ].includes(type);
}
