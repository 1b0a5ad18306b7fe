import { afterEach, describe, expect, it } from 'vitest';
import {
  announceHubStart,
  listenToHub,
  listenToHubStarts,
  shareHubPushes,
  type HubPushListener,
} from './hub-pushes';

function source() {
  const handlers = new Map<string, HubPushListener[]>();
  return {
    on: (method: string, handler: HubPushListener) =>
      void handlers.set(method, [...(handlers.get(method) ?? []), handler]),
    push: (method: string, ...args: unknown[]) =>
      handlers.get(method)?.forEach((handler) => handler(...args)),
    handlerCount: (method: string) => handlers.get(method)?.length ?? 0,
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('hub pushes', () => {
  it('reach listeners that came before the connection and after it, one handler per method', () => {
    const heard: unknown[] = [];
    cleanups.push(listenToHub('Early', (value) => heard.push(['early', value])));
    const hub = source();
    cleanups.push(shareHubPushes(hub));
    cleanups.push(listenToHub('Late', (value) => heard.push(['late', value])));
    cleanups.push(listenToHub('Late', (value) => heard.push(['late again', value])));

    hub.push('Early', 1);
    hub.push('Late', 2);
    expect(heard).toEqual([
      ['early', 1],
      ['late', 2],
      ['late again', 2],
    ]);
    expect(hub.handlerCount('Late')).toBe(1);
  });

  it('stop reaching a listener that left, and a connection that closed gets no new methods', () => {
    const heard: unknown[] = [];
    const hub = source();
    const detach = shareHubPushes(hub);
    const stop = listenToHub('Gone', (value) => heard.push(value));
    hub.push('Gone', 1);
    stop();
    hub.push('Gone', 2);
    detach();
    cleanups.push(listenToHub('After', () => undefined));
    expect(heard).toEqual([1]);
    expect(hub.handlerCount('After')).toBe(0);
  });

  it('tell start listeners of every (re)start', () => {
    let starts = 0;
    cleanups.push(listenToHubStarts(() => (starts += 1)));
    announceHubStart();
    announceHubStart();
    expect(starts).toBe(2);
  });
});
