// Debian's browsers for the end-to-end journeys, the lighter first: the headless shell (package
// chromium-headless-shell, what Playwright itself runs for headless journeys), then the full
// chromium. Read by playwright.config.ts (which browser to launch) and scripts/test.mjs (whether the
// journeys can run at all), so the two never disagree.
export const DEBIAN_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
