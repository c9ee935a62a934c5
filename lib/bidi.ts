/**
 * User text (an item, user or branch name) inside a Persian sentence kept as a plain string (a confirm
 * message, a toast), isolated with FSI…PDI so a Latin name such as «V60» or «Sara» cannot drag the
 * words or digits beside it into its direction (D20). In JSX, wrap the name in <bdi> instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
