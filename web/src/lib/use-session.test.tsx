import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, endSession, storeToken, TOKEN_KEY } from './session-store.ts';
import { resetSession } from './testing.test-support.ts';
import { useSession } from './use-session.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringIn = (ms: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ exp: (Date.now() + ms) / 1000 })}.sig`;

function Probe() {
  const { loggedIn, expired } = useSession();
  return <p>{loggedIn ? 'admin' : expired ? 'sesión expirada' : 'visitante'}</p>;
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  resetSession();
});

describe('useSession', () => {
  it('renders the visitor view on the server, even with a token stored', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenExpiringIn(60_000));
    expect(renderToString(<Probe />)).toContain('visitante');
  });

  it('follows login and logout in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('visitante')).toBeDefined();
    const token = tokenExpiringIn(60_000);
    act(() => {
      storeToken(token);
    });
    expect(screen.getByText('admin')).toBeDefined();
    act(() => {
      clearToken();
    });
    expect(screen.getByText('visitante')).toBeDefined();
  });

  it('treats an expired token as logged out', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenExpiringIn(-1_000));
    render(<Probe />);
    expect(screen.getByText('visitante')).toBeDefined();
  });

  it('says the session expired when the server ended it, and never shows the token', () => {
    const token = tokenExpiringIn(60_000);
    storeToken(token);
    const { container } = render(<Probe />);
    expect(screen.getByText('admin')).toBeDefined();
    expect(container.innerHTML).not.toContain(token);
    act(() => {
      endSession();
    });
    expect(screen.getByText('sesión expirada')).toBeDefined();
  });
});
