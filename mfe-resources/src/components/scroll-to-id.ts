/** Scrolls an in-page section into view (instantly under reduced motion). Browser only. */
export function scrollToId(id: string): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
