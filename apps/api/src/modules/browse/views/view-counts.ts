// Buffered views: ad id → how many views wait to be written.
export type ViewCounts = Map<number, number>;

export function addCounts(into: ViewCounts, from: Iterable<[number, number]>): ViewCounts {
  for (const [adId, views] of from) into.set(adId, (into.get(adId) ?? 0) + views);
  return into;
}
