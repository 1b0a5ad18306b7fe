// Pure rules for a new photo order. Ids are file ids; callers pass them lower-cased.

/** The photos with `imageId` moved to the front (the main image), the others in their order. */
export const withMainFirst = (imageIds: readonly string[], imageId: string): string[] => [
  imageId,
  ...imageIds.filter((id) => id !== imageId),
];

/** True when `proposed` holds exactly the ad's photos: each once, none missing, none foreign. */
export function isSameSet(current: readonly string[], proposed: readonly string[]): boolean {
  const wanted = new Set(proposed);
  return (
    wanted.size === proposed.length &&
    proposed.length === current.length &&
    current.every((id) => wanted.has(id))
  );
}
