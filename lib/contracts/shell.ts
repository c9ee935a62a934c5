/**
 * What the app shell (header, auth state) learns from a server-rendered page besides the page's own
 * props, so the first render is already right and the browser does no start-up requests it can skip.
 */
export interface ShellProps {
  /**
   * The request carried no session at all: the visitor is certainly signed out. The header shows the
   * sign-in buttons from the first render and the browser skips the activation check (and the HTTP
   * client it would load). With a session cookie the browser still checks it, since only the check
   * can tell a live session from an expired one.
   */
  guest?: true;
  /** The header's title for this page, when the server knows it (a page sets it again on client navigation). */
  headerTitle?: string;
}
