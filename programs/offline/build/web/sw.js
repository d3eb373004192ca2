// The offline page's service worker: it keeps the page's files in a cache
// named for this build, so that after the first load the page works with
// the network off; a new build (another version) replaces the old cache.
"use strict";
const PREFIX = "blackqueen-offline-";
const CACHE = PREFIX + "{{VERSION}}";
const FILES = {{FILES}};

self.addEventListener("install", (ev) => {
  ev.waitUntil(caches.open(CACHE)
    .then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page's files come from the cache (the query, such as ?pace=, does
// not matter); anything else from the network.
self.addEventListener("fetch", (ev) => {
  if (ev.request.method !== "GET") return;
  ev.respondWith(caches.open(CACHE)
    .then((c) => c.match(ev.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(ev.request)));
});
