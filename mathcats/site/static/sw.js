// The service worker: it keeps every file of this folder (FILES, under the name
// VERSION, both written by the build above) but the lessons' notebook app, which
// it keeps as the first lesson uses it; so the games and the lessons work offline
// after the first visit. Files come from the cache first; an older version's cache goes.
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const old = (names) => names.filter((name) => name !== VERSION);
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(old(names).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

async function answer(request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const fetched = await fetch(request);
  if (fetched.ok && new URL(request.url).origin === location.origin) {
    await cache.put(request, fetched.clone());
  }
  return fetched;
}

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(answer(event.request));
});
