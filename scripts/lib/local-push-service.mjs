// A browser push service on this machine (web-push-testing), so tests never reach the network: it hands out
// subscriptions, decrypts what is pushed to them and keeps the plain messages. It does not keep the
// headers a push came with, so this records them (TTL, Urgency, Topic) beside it.
import { createRequire } from 'node:module';
import { freePort } from './free-port.mjs';

const require = createRequire(import.meta.url);

export async function startLocalPushService() {
  const TestingServer = require('web-push-testing/src/server.js');
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const port = await freePort();
  const service = new TestingServer(new PushApiModel(), port);
  const received = [];
  service._app.use((request, _response, next) => {
    const [, route, clientHash] = request.path.split('/');
    if (route === 'notify')
      received.push({
        clientHash,
        ttl: request.get('TTL') ?? null,
        urgency: request.get('Urgency') ?? null,
        topic: request.get('Topic') ?? null,
      });
    next();
  });
  service.startServer();
  await new Promise((resolve) => service._server.once('listening', resolve));
  const origin = `http://localhost:${port}`;
  return {
    origin,
    received: () => [...received],
    close: () => new Promise((resolve) => service._server.close(resolve)),
  };
}
