'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import 'leaflet/dist/leaflet.css';

/** OpenStreetMap's tiles; without a network the map stays grey and the page works on. */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const PRECISE_ZOOM = 14;
const CITY_ZOOM = 11;
/** Around a city centre, the circle says "somewhere here" rather than pointing at a house. */
const CITY_RADIUS_M = 2500;

interface AdMapProps {
  latitude: number;
  longitude: number;
  /** False: the point is the city's centre, not the seller's pin. */
  precise: boolean;
}

/** Where the ad is: a pin when the seller shows the location, a circle around the city otherwise. */
export function AdMap({ latitude, longitude, precise }: AdMapProps) {
  const t = useTranslations('browse.ad.map');
  const holder = useRef<HTMLDivElement>(null);
  const attribution = t('attribution');
  const ring = useTheme().palette.primary.main;

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | null = null;
    // Leaflet touches `window` when it loads, so it is loaded in the browser only.
    void import('leaflet').then((L) => {
      if (cancelled || !holder.current) return;
      const map = L.map(holder.current, { scrollWheelZoom: false }).setView(
        [latitude, longitude],
        precise ? PRECISE_ZOOM : CITY_ZOOM,
      );
      L.tileLayer(TILE_URL, { maxZoom: 19, attribution }).addTo(map);
      if (precise) {
        const icon = L.divIcon({
          className: 'kraam-pin',
          html: '<span></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        });
        L.marker([latitude, longitude], { icon, keyboard: false }).addTo(map);
      } else {
        L.circle([latitude, longitude], { radius: CITY_RADIUS_M, color: ring, weight: 2 }).addTo(map);
      }
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [latitude, longitude, precise, attribution, ring]);

  return (
    <Box
      ref={holder}
      role="img"
      aria-label={precise ? t('labelPrecise') : t('labelApproximate')}
      data-testid="ad-map"
      sx={{
        height: { xs: 220, sm: 300 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        zIndex: 0,
        '& .kraam-pin span': {
          display: 'block',
          width: 28,
          height: 28,
          borderRadius: '50% 50% 50% 0',
          transform: 'rotate(-45deg)',
          bgcolor: 'secondary.main',
          border: 3,
          borderColor: 'common.white',
          boxShadow: 2,
        },
      }}
    />
  );
}
