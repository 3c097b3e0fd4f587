/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { SAVED_COPY_CACHE, SAVED_COPY_MARKER, SAVED_COPY_SHOWN, isSavedCopyPath, isSignOutPath, isSignedOutLanding } from '../contracts/offline.ts';

/*
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It precaches the hashed bundles and
 * styles of the build, keeps the last copy of an owner's Medical Records and My Appointments pages while online,
 * and serves that copy with the network off, its "Saved copy" notice shown. Signing out deletes the saved copies
 * (the sign-out page and calls pass through here first, and a saved page that lands on the login drops them too),
 * so a signed-out device keeps nothing private. (Clear-Site-Data on the sign-out answer was tried: Chromium held
 * the navigation for over 30 s in a normal profile.) Pushed notices are shown here and open their page.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', () => { void self.skipWaiting(); });
self.addEventListener('activate', (event) => { event.waitUntil(self.clients.claim()); });

/** The saved copy of a page, with its notice shown: the page says it is a copy and read-only. */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(SAVED_COPY_CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (!hit) return undefined;
  const html = (await hit.text()).replace(SAVED_COPY_MARKER, SAVED_COPY_SHOWN);
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// Signing out (the Logout link, the JSON calls): the saved copies go first, then the request goes on.
for (const method of ['GET', 'POST'] as const) {
  registerRoute(({ url }) => url.origin === self.location.origin && isSignOutPath(url.pathname), async ({ request }) => {
    await caches.delete(SAVED_COPY_CACHE);
    return fetch(request);
  }, method);
}

// Medical Records and My Appointments: the network first; its page kept as the saved copy; the copy when offline.
registerRoute(({ request, url }) => request.mode === 'navigate' && isSavedCopyPath(url.pathname), async ({ request }) => {
  try {
    const response = await fetch(request);
    if (response.redirected && isSignedOutLanding(new URL(response.url).pathname)) {
      await caches.delete(SAVED_COPY_CACHE);
    } else if (response.ok && !response.redirected) {
      await (await caches.open(SAVED_COPY_CACHE)).put(request, response.clone());
    }
    return response;
  } catch (err) {
    const copy = await savedCopy(request);
    if (copy) return copy;
    throw err;
  }
});

// Island chunks (hashed names, never changed): kept once fetched, so a saved page's islands work offline too.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
  new CacheFirst({ cacheName: 'petcare-chunks', plugins: [new ExpirationPlugin({ maxEntries: 120 })] }));

// Any other page: the network only (never kept), so nothing else of a signed-in person stays on the device.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'signed-out') event.waitUntil(caches.delete(SAVED_COPY_CACHE));
});

self.addEventListener('push', (event) => {
  const data = (() => {
    try { return event.data?.json() as { title?: string; body?: string; url?: string } | undefined; } catch { return undefined; }
  })();
  event.waitUntil(self.registration.showNotification(data?.title ?? 'Petcare', {
    body: data?.body ?? '', icon: '/static/icons/icon-192.png', badge: '/static/icons/icon-192.png', data: { url: data?.url ?? '/app' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = String((event.notification.data as { url?: string } | null)?.url ?? '/app');
  // Only our own pages: a notice's path, never another site.
  const target = url.startsWith('/') && !url.startsWith('//') ? url : '/app';
  event.waitUntil(self.clients.openWindow(target));
});
