import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config/env.ts';

/** deploy/ holds the systemd unit and the Caddyfile that docs/deploy.md installs. */
const deployDir = path.join(findRepoRoot(), 'deploy');
const unitText = fs.readFileSync(path.join(deployDir, 'lebeaujour.service'), 'utf8');
const caddyText = fs.readFileSync(path.join(deployDir, 'Caddyfile'), 'utf8');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-deploy-'));

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function installed(command: string, versionArgs: string[]): boolean {
  return spawnSync(command, versionArgs, { stdio: 'ignore' }).status === 0;
}

/** The [Service] section's settings, each key with every value it is given. */
function serviceSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1] ?? '';
    else if (section === 'Service') {
      const [key = '', ...value] = line.split('=');
      settings.set(key, [...(settings.get(key) ?? []), value.join('=')]);
    }
  }
  return settings;
}

const service = serviceSettings(unitText);
const setting = (key: string) => service.get(key) ?? [];
const environment = new Map(
  setting('Environment').map((assignment) => {
    const [name = '', ...value] = assignment.split('=');
    return [name, value.join('=')] as const;
  }),
);

/** The folders under /var/lib that systemd creates for the service (StateDirectory=a b …). */
const stateDirectories = () =>
  setting('StateDirectory').flatMap((dirs) => dirs.split(/\s+/).map((dir) => `/var/lib/${dir}`));

describe('deploy/lebeaujour.service', () => {
  it('runs as a non-root user, restarts on failure and listens only behind the proxy', () => {
    expect(setting('User')).toHaveLength(1);
    expect(setting('User')[0]).toMatch(/^(?!root$)[a-z_][a-z0-9_-]*$/);
    expect(setting('Restart')).toEqual(['on-failure']);
    expect(environment.get('HOST')).toBe('127.0.0.1');
    expect(environment.get('TRUST_PROXY')).toBe('true');
    expect(environment.get('PORT')).toMatch(/^\d+$/);
  });

  it('keeps DATA_DIR outside the checkout, in the folder systemd creates for it', () => {
    const dataDir = environment.get('DATA_DIR') ?? '';
    const checkout = setting('WorkingDirectory')[0] ?? '';
    expect(path.isAbsolute(dataDir)).toBe(true);
    expect(path.isAbsolute(checkout)).toBe(true);
    expect(path.relative(checkout, dataDir).startsWith('..')).toBe(true);
    expect(stateDirectories()).toContain(dataDir);
  });

  it('backs up every night into a second folder systemd creates, outside the checkout', () => {
    const backupDir = environment.get('BACKUP_DIR') ?? '';
    const checkout = setting('WorkingDirectory')[0] ?? '';
    expect(path.relative(checkout, backupDir).startsWith('..')).toBe(true);
    expect(backupDir).not.toBe(environment.get('DATA_DIR'));
    expect(stateDirectories()).toContain(backupDir);
  });

  it('cannot write to its own code (ProtectSystem=strict, no write access to the checkout)', () => {
    const checkout = setting('WorkingDirectory')[0] ?? '';
    expect(setting('ProtectSystem')).toEqual(['strict']);
    const writable = setting('ReadWritePaths').flatMap((paths) => paths.split(/\s+/));
    expect(writable.filter((dir) => !path.relative(dir, checkout).startsWith('..'))).toEqual([]);
  });

  it.skipIf(!installed('systemd-analyze', ['--version']))(
    'passes systemd-analyze verify (skipped where systemd-analyze is not installed)',
    () => {
      // verify also checks that ExecStart's program exists. The unit names the server's Node
      // (/usr/bin/node, docs/deploy.md); here it is replaced by the Node running this test, so
      // that the check is about the unit file, not this machine's Node.
      const execStart = setting('ExecStart')[0] ?? '';
      expect(execStart).toMatch(/^\/usr\/bin\/node /);
      const copy = path.join(tmp, 'lebeaujour.service');
      fs.writeFileSync(
        copy,
        unitText.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `),
      );
      const result = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
      // verify exits 0 on lines it ignores (an unknown key, a misspelt value): any line it
      // prints about the unit fails the test too.
      const aboutUnit = `${result.stdout}${result.stderr}`
        .split('\n')
        .filter((line) => line.includes('lebeaujour.service'));
      expect(aboutUnit).toEqual([]);
      expect(result.status).toBe(0);
    },
  );
});

describe('deploy/Caddyfile', () => {
  it('proxies to the address and port the unit sets', () => {
    const upstreams = [...caddyText.matchAll(/^\s*reverse_proxy\s+(\S+)/gm)].map((m) => m[1]);
    expect(upstreams).toEqual([`${environment.get('HOST')}:${environment.get('PORT')}`]);
  });

  it.skipIf(!installed('caddy', ['version']))(
    'is valid for caddy validate, and formatted (skipped where caddy is not installed)',
    () => {
      const result = spawnSync(
        'caddy',
        ['validate', '--adapter', 'caddyfile', '--config', path.join(deployDir, 'Caddyfile')],
        { encoding: 'utf8', env: { ...process.env, HOME: tmp, XDG_DATA_HOME: tmp } },
      );
      expect(result.stdout + result.stderr).toContain('Valid configuration');
      expect(result.status).toBe(0);
      expect(result.stderr).not.toContain('not formatted');
    },
  );
});
