/* Service worker for order notices (web push). A static file so it passes the CSP's script-src 'self'. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'سفارش شما';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      dir: 'rtl',
      lang: 'fa',
      icon: '/favicon.svg',
      data: { url: data.url || '/previousOrders' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      for (const w of wins) {
        if (w.url === url && 'focus' in w) return w.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
