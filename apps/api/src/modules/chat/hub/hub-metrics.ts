// This instance's hub on /metrics: open sockets (also those before their handshake) and the distinct
// signed-in users they belong to. Read when Prometheus scrapes, so connecting costs nothing extra.
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

export interface HubCounts {
  connections(): number;
  users(): number;
}

export function registerHubMetrics(registry: Registry, counts: HubCounts): void {
  new Gauge({
    name: 'kraam_chat_hub_connections',
    help: 'Open chat hub WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(counts.connections());
    },
  });
  new Gauge({
    name: 'kraam_chat_hub_users',
    help: 'Distinct users with an open chat hub connection on this instance',
    registers: [registry],
    collect() {
      this.set(counts.users());
    },
  });
}
