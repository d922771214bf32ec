// Makes sure a Chromium is available for browser tests; installs Debian's package when it can.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (findChromium()) process.exit(0);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(
      'No se encontró Chromium. Instálalo (por ejemplo `apt-get install chromium`) o indica su ruta en CHROME_PATH.',
    );
    process.exit(1);
  }
  console.error('Chromium no está instalado: instalando el paquete de Debian…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('La instalación de Chromium falló.');
    process.exit(1);
  }
  if (!findChromium()) {
    console.error('Chromium sigue sin encontrarse después de instalarlo.');
    process.exit(1);
  }
}
