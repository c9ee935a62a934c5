// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { clientPart, staticPart } from '@/components/layout/lazy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Note({ text }: { text: string }) {
  return <p data-testid="note">{text}</p>;
}

// Issue 25: the footer, the empty menu, the modal host and the loading overlay load apart from a page's first load.
describe('parts whose code loads apart from the page', () => {
  it("keep the server's HTML through hydration, then put the part in its place with the same markup", async () => {
    const NoteOnServer = staticPart(
      () => Note,
      () => Promise.resolve({ default: Note }),
    );
    const html = renderToString(
      <main>
        <NoteOnServer text="پاورقی" />
      </main>,
    );
    expect(html).toContain('پاورقی');
    expect(html).not.toContain('<script');

    let arrive: (m: { default: typeof Note }) => void = () => {};
    const NoteInBrowser = staticPart<{ text: string }>(
      null,
      () => new Promise<{ default: typeof Note }>((r) => (arrive = r)),
    );
    const bump = { current: () => {} };
    function Page() {
      const [n, setN] = useState(0);
      useEffect(() => {
        bump.current = () => setN((x) => x + 1);
      });
      return (
        <main data-n={n}>
          <NoteInBrowser text="پاورقی" />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = html.replace('<main>', '<main data-n="0">');
    const before = container.querySelector('[data-testid=note]');
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: errors });
    });
    // The page around it re-renders while its code is still on the way: the server's paragraph stays.
    await act(async () => bump.current());
    expect(container.querySelector('[data-testid=note]')).toBe(before);
    expect(container.querySelector('main')?.dataset.n).toBe('1');
    await act(async () => arrive({ default: Note }));
    // Then the part itself, once: the same markup in the same place.
    const norm = (h: string) => h.replace(/style="display: ?contents;?"/g, 'style="display:contents"');
    expect(norm(container.innerHTML)).toBe(norm(html.replace('<main>', '<main data-n="1">')));
    expect(errors).not.toHaveBeenCalled();
  });

  it('show nothing, instead of taking the page down, when their code cannot load', async () => {
    const Broken = clientPart<{ text: string }>(() => Promise.reject(new Error('ChunkLoadError')), <span>…</span>);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <div>
        <Note text="منو" />
        <Broken text="x" />
      </div>,
    );
    await act(async () => {});
    expect(container.textContent).toBe('منو');
  });
});
