/** Tailwind classes that ring an element the current demo step talks about. */
export const HIGHLIGHT_CLASSES = [
  'ring-4',
  'ring-primary',
  'ring-offset-4',
  'ring-offset-background',
  'rounded-xl',
];

/**
 * Rings every element marked data-demo="<marker>" for the given markers, including those that
 * appear later (lazy pages); returns the function that removes the rings.
 */
export function highlightMarkers(
  markers: readonly string[],
  root: HTMLElement = document.body,
): () => void {
  const marked = new Set<Element>();
  const apply = () => {
    for (const marker of markers) {
      for (const element of root.querySelectorAll(`[data-demo="${marker}"]`)) {
        if (marked.has(element)) continue;
        element.classList.add(...HIGHLIGHT_CLASSES);
        marked.add(element);
      }
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const element of marked) element.classList.remove(...HIGHLIGHT_CLASSES);
  };
}
