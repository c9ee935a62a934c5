// Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Shared by playwright.config.ts and scripts/ensure-chromium.ts.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every run uses: headless, and no connection of the browser's own (updates, sync, QUIC). */
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
