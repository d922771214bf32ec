// Makes sure a Chromium is available for browser tests; installs Debian's packages when it can:
// the headless shell that the tests drive (the same engine at about 40 % less CPU than the
// desktop browser) and the full Chromium that Lighthouse runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

function install(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.error(`Instalando ${packages.join(' y ')} (paquetes de Debian)…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = process.env.CHROME_PATH
    ? []
    : Object.entries(PACKAGES)
        .filter(([, binary]) => !fs.existsSync(binary))
        .map(([name]) => name);
  if (missing.length > 0 && !install(missing) && !findChromium()) {
    console.error(
      'No se encontró Chromium. Instálalo (por ejemplo `apt-get install chromium chromium-headless-shell`) o indica su ruta en CHROME_PATH.',
    );
    process.exit(1);
  }
  if (!findChromium()) {
    console.error('Chromium sigue sin encontrarse después de instalarlo.');
    process.exit(1);
  }
}
