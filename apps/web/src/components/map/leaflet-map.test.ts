import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { mountLeafletMap } from './leaflet-map';

const start = {
  tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
  attribution: '© tiles.test',
  center: [52.09, 5.12] as [number, number],
  zoom: 11,
};

function holder(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test scrolls: `scrollTo(true)` reports the observed element on screen. */
function stubViewport() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { scrollTo: (visible: boolean) => report?.([{ isIntersecting: visible }]), disconnect };
}

describe('mountLeafletMap', () => {
  it('builds the map on the configured tiles at the start view and hands it to the caller', async () => {
    const viewport = stubViewport();
    const element = holder();
    const ready = vi.fn();
    const stop = mountLeafletMap(element, start, ready);
    viewport.scrollTo(true);
    await waitFor(() => expect(ready).toHaveBeenCalledOnce());
    const [, map] = ready.mock.calls[0] as [unknown, LeafletMap];
    expect(map.getCenter()).toMatchObject({ lat: 52.09, lng: 5.12 });
    expect(map.getZoom()).toBe(11);
    const tiles = [...element.querySelectorAll('img.leaflet-tile')].map((img) => img.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => src?.startsWith('http://tiles.test/11/'))).toBe(true);
    expect(element.textContent).toContain('© tiles.test');
    stop();
    expect(element.querySelector('.leaflet-tile')).toBeNull();
  });

  it('builds nothing when the caller cleans up before Leaflet has loaded', async () => {
    const viewport = stubViewport();
    const element = holder();
    const ready = vi.fn();
    const stop = mountLeafletMap(element, start, ready);
    viewport.scrollTo(true);
    stop();
    await import('leaflet');
    await new Promise((done) => setTimeout(done, 0));
    expect(ready).not.toHaveBeenCalled();
    expect(element.childElementCount).toBe(0);
  });

  it('loads Leaflet only once the map comes near the screen', async () => {
    const viewport = stubViewport();
    const element = holder();
    const ready = vi.fn();
    mountLeafletMap(element, start, ready);
    viewport.scrollTo(false);
    await import('leaflet');
    await new Promise((done) => setTimeout(done, 0));
    expect(ready).not.toHaveBeenCalled();
    viewport.scrollTo(true);
    await waitFor(() => expect(ready).toHaveBeenCalledOnce());
    expect(viewport.disconnect).toHaveBeenCalled();
  });

  it('stops watching the screen when the caller cleans up first', () => {
    const viewport = stubViewport();
    mountLeafletMap(holder(), start, vi.fn())();
    expect(viewport.disconnect).toHaveBeenCalled();
  });
});
