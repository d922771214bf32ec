import styles from './monogram.module.css';

/** Palette pairs (background, text), each at least 4.5:1. */
const TONES = [
  { background: '#b71c1c', color: '#ffffff' },
  { background: '#1f3a6b', color: '#ffffff' },
  { background: '#f3ead6', color: '#7a5d17' },
  { background: '#fbeaea', color: '#8e1414' },
] as const;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('es-CL');
}

/** A stable tone per name, so each person keeps their colour. */
function toneFor(name: string) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0];
}

interface MonogramProps {
  name: string;
  size?: number;
  /** Palette tone (0–3); by default derived from the name. */
  tone?: number;
  className?: string;
}

/** A person's initials in a palette circle: the dignified stand-in for a portrait. Decorative. */
export function Monogram({ name, size = 128, tone: toneIndex, className }: MonogramProps) {
  const tone =
    toneIndex === undefined ? toneFor(name) : (TONES[toneIndex % TONES.length] ?? TONES[0]);
  return (
    <svg
      className={className ? `${styles.monogram} ${className}` : styles.monogram}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={tone.background} />
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="none"
        stroke={tone.color}
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill={tone.color}
        fontWeight="600"
        fontSize="36"
        letterSpacing="1"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
