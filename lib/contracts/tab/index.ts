/**
 * One tab per table (issue 27): friends at one table share a live tab, add their own lines, send rounds to
 * the board and pay after the meal, split by items, equally or by custom amounts.
 *
 * Paths (all under /api):
 * - POST /v1/tab/open {tableId} → {tab}; 409 with {error, tabId} when the table already has an open tab
 * - POST /v1/tab/join {tableId, joinCode} → {tab}; wrong code 403, too many tries 429
 * - GET  /v1/tab/table/{tableId} → TableTabView (what the QR screen needs: open or join)
 * - GET  /v1/tab/mine → {tabs} (the tabs the caller is a member of, newest first)
 * - GET  /v1/tab/{tabId} → {tab} (members, and staff with `orders` at the branch)
 * - GET  /v1/tab/events/{tabId} → SSE, event `tab` with TabEventData on every change
 * - POST /v1/tab/line {tabId, _id, count, options?, note?} → {tab} (adds to the caller's own draft part)
 * - POST /v1/tab/line/remove {tabId, lineId} → {tab} (own draft lines only; staff any)
 * - POST /v1/tab/round {tabId, items?, description?, key} → {tab, round} (sends every member's draft lines
 *   plus `items` as the sender's lines; a retried key returns the same round)
 * - POST /v1/tab/split {tabId, mode, count?, amounts?} → {shares} (re-splits only what is not yet paid)
 * - POST /v1/tab/pay {tabId, shareId, paymentBy, bankType?} → {tab, link?} (link for a bank/hybrid payment)
 * - POST /v1/tab/staff/pay {tabId, shareId, paymentMethodId} → {tab}
 * - POST /v1/tab/close {tabId, paymentMethodId?} → {tab}
 * - POST /v1/tab/cancel {tabId, reason?} → {tab} (staff; refunds what was paid to wallets once)
 * - POST /v1/tab/move {tabId, tableId} → {tab} (staff; to a table without an open tab)
 * - GET  /v1/tab/list/{providerId} → {tabs, total} (staff with `orders` at the branch: the open tabs)
 */

export * from './inputs';
export * from './views';
