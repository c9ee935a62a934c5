/**
 * Tehran's offset from UTC in minutes. Iran abolished daylight saving in 2022, so the clock is UTC+03:30
 * all year. Dates and times here are worked out by hand from it rather than with Intl: building an Intl
 * formatter with a time zone or the Persian calendar makes ICU load its data, which took 25 ms of a
 * blog post's start-up on this machine (100 ms on a slow phone), and every page shows a date. In a
 * module of its own so that the opening hours (lib/opening-hours.ts, on the menu's first load) do not
 * bring the Jalali calendar with them (issue 25).
 */
export const TEHRAN_OFFSET_MINUTES = 3 * 60 + 30;
