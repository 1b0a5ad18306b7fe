// Kraam's service worker (decision 0044): shows what the API pushes ({title, body, path, tag}; a push with
// the tag of one still shown replaces it) and opens its page when clicked. Plain JavaScript: the browser
// loads it as it is, outside the app's bundles.
/** The push's message, or null for a push that is not ours to show. */
const messageOf = (data) => {
  try {
    const message = data?.json();
    return message && typeof message.title === 'string' ? message : null;
  } catch {
    return null;
  }
};

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { path: message.path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.path ?? '/', self.location.origin);
  // Only pages of this site, whatever a push said.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
