// Refuses to run on a Node older than the project needs, in one line (npm start, npm test, admin).
const [major] = process.versions.node.split('.').map(Number);
export const MIN_NODE_MAJOR = 24;

if ((major ?? 0) < MIN_NODE_MAJOR) {
  console.error(
    `Este sitio necesita Node.js ${String(MIN_NODE_MAJOR)} o más reciente (recomendado: 26 LTS); esta máquina tiene ${process.version}.`,
  );
  process.exit(1);
}
