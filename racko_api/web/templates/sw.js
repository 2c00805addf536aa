// The scorekeeper's service worker: it keeps the page and its assets so that a reload with no
// network still opens the page (which shows the sheet this phone last saw, and its rounds not
// yet sent). The API (/v1/...) is never answered from here: only the server counts a round.

const CACHE = "racko-page-{{ version }}";
const PAGE = "/";
const ASSETS = {{ assets | tojson }};

// A first visit asks for the page's assets twice (the page loads them, the worker, registered a
// moment after the page's load, keeps them): a proxy's per-address limit may still refuse a few of
// them with 429 and Retry-After. One refusal must not lose the worker (cache.addAll gives up on the
// first), so a refused asset is asked for again once the server's wait is over.
const ASKS = 5;

async function keep(cache, url) {
  for (let ask = 1; ; ask += 1) {
    const response = await fetch(url, { cache: "no-cache" });
    if (response.ok) return cache.put(url, response);
    if (response.status !== 429 || ask === ASKS) throw new Error(`${url}: HTTP ${response.status}`);
    const wait = Math.min(Number(response.headers.get("Retry-After")) || 1, 10);
    await new Promise((done) => setTimeout(done, wait * 1000));
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => Promise.all([PAGE, "/manifest.webmanifest", ...ASSETS].map((url) => keep(cache, url))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("racko-page-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

async function pageFirstFromNetwork(request) {
  // Every address of the page (/, /?sheet=..., /s/<id>) is the same page: the latest copy is kept
  // as "/". Other pages of the site (/docs) are none of the worker's business.
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  } catch (err) {
    const kept = await cache.match(PAGE);
    if (kept) return kept;
    throw err;
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/v1/")) return;
  if (request.mode === "navigate" && (url.pathname === "/" || url.pathname.startsWith("/s/"))) {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (url.pathname.startsWith("/assets/") || url.pathname === "/manifest.webmanifest") {
    event.respondWith(assetFromCache(request));
  }
});
