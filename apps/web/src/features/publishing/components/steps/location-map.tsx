'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { MapFrame } from '@/components/map/map-frame';
import { mountLeafletMap, pinIcon } from '@/components/map/leaflet-map';

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
    if (!holder.current) return;
    const start = pinRef.current;
    const stop = mountLeafletMap(
      holder.current,
      {
        tileUrl,
        attribution,
        center: start ? [start.lat, start.lng] : [HOME.lat, HOME.lng],
        zoom: start ? PIN_ZOOM : HOME.zoom,
      },
      (L, created) => {
        const place = (lat: number, lng: number) => {
          if (!marker.current) {
            marker.current = L.marker([lat, lng], {
              icon: pinIcon(L),
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
      },
    );
    return () => {
      stop();
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
    <MapFrame
      ref={holder}
      role="application"
      label={t('mapLabel')}
      testId="location-map"
      height={{ xs: 240, sm: 320 }}
    />
  );
}
