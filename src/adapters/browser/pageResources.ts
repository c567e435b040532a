/**
 * What a page loaded, as its copy for offline reading needs it (issue 46): its scripts and styles (the elements, and
 * the chunks and sheets fetched since, from Resource Timing), and its photos at the sizes this device chose
 * (`currentSrc`: the `srcset` candidate it loaded). A photo that did not load is not part of the page as read.
 */
export function pageResources(document: Document, performance: Pick<Performance, 'getEntriesByType'>): { assets: string[]; photos: string[] } {
  const assets = [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href], link[rel~="icon"][href]'), (link) => link.href),
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.initiatorType === 'css')
      .map((entry) => entry.name),
  ];
  const photos = Array.from(document.images).filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc || image.src);
  return { assets, photos };
}
