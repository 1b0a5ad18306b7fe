/** Why "use my location" gave no coordinates; keys under `publish.steps.location`. */
export type GeolocationProblem = 'geoUnsupported' | 'geoDenied' | 'geoNoCoordinates';

export class GeolocationError extends Error {
  constructor(readonly problem: GeolocationProblem) {
    super(problem);
    this.name = 'GeolocationError';
  }
}

/** The browser's position; fails with the SPEC §8 reason for each way it can go wrong. */
export function geolocate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationError('geoUnsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
          reject(new GeolocationError('geoNoCoordinates'));
        else resolve({ lat: latitude, lng: longitude });
      },
      () => reject(new GeolocationError('geoDenied')),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
