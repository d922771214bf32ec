import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { StorageError, UnauthorizedError } from '../lib/errors.ts';
import { actorOf, adminOf, guardedAdmin, isAdminRequest, rememberAdmin } from './admin-guard.ts';

const request = () => ({ ip: '203.0.113.9' }) as FastifyRequest;
const reply = {} as never;

describe('the administrator of a request', () => {
  it('is the one the guard remembered, for that request only', () => {
    const seen = request();
    const other = request();
    rememberAdmin(seen, { id: 3, username: 'directora' });
    expect(adminOf(seen)).toEqual({ id: 3, username: 'directora' });
    expect(guardedAdmin(seen)).toEqual({ id: 3, username: 'directora' });
    expect(actorOf(seen)).toEqual({ usuario: 'directora', ip: '203.0.113.9' });
    expect(adminOf(other)).toBeUndefined();
    expect(actorOf(other)).toEqual({ usuario: null, ip: '203.0.113.9' });
  });

  it('refuses with 401 a handler that runs without the guard, rather than act for nobody', () => {
    expect(() => guardedAdmin(request())).toThrow(UnauthorizedError);
  });

  it('tells an administrator from a visitor, and lets any other failure through', async () => {
    const pass = () => Promise.resolve();
    const refuse = () => Promise.reject(new UnauthorizedError());
    const broken = () => Promise.reject(new StorageError());
    expect(await isAdminRequest(pass, request(), reply)).toBe(true);
    expect(await isAdminRequest(refuse, request(), reply)).toBe(false);
    await expect(isAdminRequest(broken, request(), reply)).rejects.toBeInstanceOf(StorageError);
  });
});
