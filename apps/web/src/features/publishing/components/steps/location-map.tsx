'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import type { Map as LeafletMap, Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** The middle of the Netherlands, for a map without a pin or city yet. */
const HOME = { lat: 52.13, lng: 5.29, zoom: 7 };
const PIN_ZOOM = 14;

interface LocationMapProps {
  /** Tile URL template ({z}/{x}/{y}); when tiles cannot load the map stays grey but the pin still works. */
  tileUrl: string;
  pin: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
}

/** A Leaflet map, loaded in the browser only; a click or a drag of the pin sets the ad's coordinates. */
export function LocationMap({ tileUrl, pin, onPick }: LocationMapProps) {
  const t = useTranslations('publish.steps.location');
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const onPickRef = useRef(onPick);
  const pinRef = useRef(pin);
  const attribution = t('mapAttribution');

  useEffect(() => {
    onPickRef.current = onPick;
    pinRef.current = pin;
  });

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !holder.current || map.current) return;
      const start = pinRef.current;
      const created = L.map(holder.current, { scrollWheelZoom: false }).setView(
        start ? [start.lat, start.lng] : [HOME.lat, HOME.lng],
        start ? PIN_ZOOM : HOME.zoom,
      );
      L.tileLayer(tileUrl, { maxZoom: 19, attribution }).addTo(created);
      // A plain HTML pin: Leaflet's default marker images would need bundler asset paths.
      const icon = L.divIcon({
        className: 'kraam-pin',
        html: '<span></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      });
      const place = (lat: number, lng: number) => {
        if (!marker.current) {
          marker.current = L.marker([lat, lng], {
            icon,
            draggable: true,
            keyboard: true,
            title: t('pin'),
          }).addTo(created);
          marker.current.on('dragend', () => {
            const at = marker.current?.getLatLng();
            if (at) onPickRef.current(at.lat, at.lng);
          });
        } else marker.current.setLatLng([lat, lng]);
      };
      if (start) place(start.lat, start.lng);
      created.on('click', (event) => {
        place(event.latlng.lat, event.latlng.lng);
        onPickRef.current(event.latlng.lat, event.latlng.lng);
      });
      map.current = created;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution, t]);

  // A pin set from outside (city chosen, "use my location") moves the marker and the view.
  useEffect(() => {
    const current = map.current;
    if (!current || !pin) return;
    const at = marker.current?.getLatLng();
    if (at && at.lat === pin.lat && at.lng === pin.lng) return;
    current.fire('click', { latlng: { lat: pin.lat, lng: pin.lng } });
    current.setView([pin.lat, pin.lng], Math.max(current.getZoom(), PIN_ZOOM - 2));
  }, [pin]);

  return (
    <Box
      ref={holder}
      role="application"
      aria-label={t('mapLabel')}
      data-testid="location-map"
      sx={{
        height: { xs: 240, sm: 320 },
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
