'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { PRIMARY_COLOR } from '@kraam/shared';
import { MapFrame } from '@/components/map/map-frame';
import { mountLeafletMap, pinIcon } from '@/components/map/leaflet-map';

const PRECISE_ZOOM = 14;
const CITY_ZOOM = 11;
/** Around a city centre, the circle says "somewhere here" rather than pointing at a house. */
const CITY_RADIUS_M = 2500;

interface AdMapProps {
  /** Tile URL template from the web config. */
  tileUrl: string;
  latitude: number;
  longitude: number;
  /** False: the point is the city's centre, not the seller's pin. */
  precise: boolean;
}

/** Where the ad is: a pin when the seller shows the location, a circle around the city otherwise. */
export function AdMap({ tileUrl, latitude, longitude, precise }: AdMapProps) {
  const t = useTranslations('browse.ad.map');
  const holder = useRef<HTMLDivElement>(null);
  const attribution = t('attribution');

  useEffect(() => {
    if (!holder.current) return;
    const start = {
      tileUrl,
      attribution,
      center: [latitude, longitude] as [number, number],
      zoom: precise ? PRECISE_ZOOM : CITY_ZOOM,
    };
    return mountLeafletMap(holder.current, start, (L, map) => {
      if (precise) {
        L.marker([latitude, longitude], { icon: pinIcon(L), keyboard: false }).addTo(map);
      } else {
        L.circle([latitude, longitude], { radius: CITY_RADIUS_M, color: PRIMARY_COLOR, weight: 2 }).addTo(
          map,
        );
      }
    });
  }, [tileUrl, latitude, longitude, precise, attribution]);

  return (
    <MapFrame
      ref={holder}
      role="group"
      label={precise ? t('labelPrecise') : t('labelApproximate')}
      testId="ad-map"
      height={{ xs: 220, sm: 300 }}
    />
  );
}
