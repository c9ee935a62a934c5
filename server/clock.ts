/**
 * The time rules that depend on the wall clock read (opening hours): tests set it to a fixed instant
 * with setClock so they pass at any hour, and reset it with setClock(undefined).
 */
let fixed: (() => Date) | undefined;

export function clockNow(): Date {
  return fixed ? fixed() : new Date();
}

export function setClock(now: Date | (() => Date) | undefined): void {
  fixed = now === undefined ? undefined : typeof now === 'function' ? now : () => new Date(now.getTime());
}
