/** Marks the scripts the document names as prefetches to run after hydration (pages/_document.tsx). */
export const LATE_SCRIPT_ATTR = 'data-late-script';

/**
 * Runs the document's late scripts (Next's build and SSG manifests, which only the client router reads),
 * once: called by _app after hydration. Each link loses its mark when its script is added.
 */
export function runLateScripts(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${LATE_SCRIPT_ATTR}]`)) {
    link.removeAttribute(LATE_SCRIPT_ATTR);
    const script = doc.createElement('script');
    script.src = link.href;
    doc.body.appendChild(script);
  }
}
