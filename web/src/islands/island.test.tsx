// Islands: a public page's parts that need code, rendered by the server on roots of their own and
// hydrated alone in the browser. Here the whole round trip in one document: the server's render
// (with a page around the island and ids before it), then the browser's hydration of the island,
// which must adopt the server's HTML as it is (no mismatch, the same ids, what was typed kept).
import { fireEvent, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode, useId, useState, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Link, StaticRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from './hydrate-island.tsx';
import { island, type IslandProps } from './island.tsx';
import { islandLoaders } from './registry.ts';
import { renderWithIslands } from './render-islands.tsx';

async function toHtml(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{tree}</StrictMode>, {
    ...(identifierPrefix === undefined ? {} : { identifierPrefix }),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A field with its label (useId), a counter, and where the router says the page is (an island
 * with `router: true`: its root gets a router in the browser). */
function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  const { pathname } = useLocation();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="nombre" defaultValue="" />
      <button
        type="button"
        onClick={() => {
          setCount((n) => n + 1);
        }}
      >
        {`Contar ${String(count)}`}
      </button>
      <p>{pathname}</p>
      <Link to="/historia">Historia</Link>
    </div>
  );
}
const CounterIsland = island('contador', Counter, { router: true });

/** A page: ids before the island (so the page's tree differs from the island's own). */
function Page() {
  const before = useId();
  return (
    <main>
      <h1 id={before}>Página</h1>
      <ul>
        <li>uno</li>
        <li>
          <CounterIsland label="Nombre" start={2} />
        </li>
      </ul>
    </main>
  );
}

const serverPage = () =>
  renderWithIslands(
    <StaticRouter location="/correo">
      <Page />
    </StaticRouter>,
    (tree) => <StaticRouter location="/correo">{tree}</StaticRouter>,
    toHtml,
  );

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('an island on the server', () => {
  it('renders on a root of its own, its props as JSON, in place of its marker', async () => {
    const html = await serverPage();
    document.body.innerHTML = html;
    const element = document.querySelector<HTMLElement>('[data-island="contador"]');
    expect(element).not.toBeNull();
    expect(JSON.parse(element?.dataset.props ?? '')).toEqual({ label: 'Nombre', start: 2 });
    expect(html).not.toContain('lbj-island:');
    // Its ids are its root's, prefixed: the browser's root makes the same.
    const input = element?.querySelector('input');
    expect(input?.id).toContain(`${element?.dataset.id ?? 'x'}-`);
    expect(element?.textContent).toContain('Contar 2');
    expect(element?.textContent).toContain('/correo');
  });

  it('renders as the component alone where no page collects islands (the staff’s app, tests)', async () => {
    const html = await toHtml(
      <StaticRouter location="/correo">
        <CounterIsland label="Nombre" start={0} />
      </StaticRouter>,
    );
    expect(html).not.toContain('data-island');
    expect(html).toContain('Contar 0');
  });
});

describe('an island in the browser', () => {
  it('hydrates the server’s HTML as it is: no mismatch, what was typed kept, then it works', async () => {
    document.body.innerHTML = await serverPage();
    window.history.replaceState(null, '', '/correo');
    const element = document.querySelector<HTMLElement>('[data-island]');
    if (!element) throw new Error('no island');
    const input = element.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = 'Ana';
    const inputBefore = input;
    const problems = vi.spyOn(console, 'error');
    // As the browser does it: no act(), React's own scheduler runs the transition.
    await hydrateIsland(
      element,
      Counter as never,
      JSON.parse(element.dataset.props ?? '{}') as IslandProps,
    );
    // (React's development build also warns that the server's renderer and this one share a
    // context in one process: not a browser's concern.)
    const messages = problems.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => /hydrat|match/i.test(message))).toEqual([]);
    expect(element.hasAttribute('data-code')).toBe(true);
    expect(element.querySelector('input')).toBe(inputBefore);
    expect(inputBefore.value).toBe('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Contar 2' }));
    expect(await screen.findByRole('button', { name: 'Contar 3' })).toBeDefined();
  });
});

describe('the islands’ registry', () => {
  /** Every `island('name', …)` declared in the site's code. */
  function declaredIslands(): string[] {
    const root = path.resolve(import.meta.dirname, '..');
    const names: string[] = [];
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith('islands'))
        continue;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(/\bisland\(\s*'([^']+)'/g)) names.push(match[1] ?? '');
    }
    return names.sort();
  }

  it('has the code of every island the pages declare, and nothing else', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(declaredIslands());
  });

  it('each loader gives a component', async () => {
    for (const load of Object.values(islandLoaders)) {
      expect(typeof (await load())).toBe('function');
    }
  });
});
