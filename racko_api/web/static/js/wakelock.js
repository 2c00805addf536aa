// The screen kept awake while a game is played on this phone (Screen Wake Lock API), so the
// scorekeeper's phone does not dim between rounds. Where the API is missing or refuses, nothing
// is said: the phone just sleeps as it always did. The browser drops the lock when the page is
// hidden; it is asked for again when the page is seen again.

let wanted = false;
let lock = null; // the WakeLockSentinel held
let asking = null; // the request on its way

async function ask() {
  if (!("wakeLock" in navigator) || lock || asking) return;
  asking = navigator.wakeLock.request("screen").catch(() => null);
  const got = await asking;
  asking = null;
  if (!got) return;
  if (!wanted) {
    got.release().catch(() => {});
    return;
  }
  lock = got;
  got.addEventListener("release", () => { if (lock === got) lock = null; });
}

/** Keep the screen on (true: a game is being scored) or let it sleep again (false). */
export function keepAwake(on) {
  wanted = Boolean(on);
  if (wanted && document.visibilityState === "visible") {
    ask();
  } else if (!wanted && lock) {
    const held = lock;
    lock = null;
    held.release().catch(() => {});
  }
}

document.addEventListener("visibilitychange", () => {
  if (wanted && document.visibilityState === "visible") ask();
});
