interface CrestProps {
  size?: number;
  className?: string;
  /** Decorative when a visible name sits beside it. */
  title?: string;
}

/** The school's crest: a red shield with a gold cross over an open book and the initials LBJ. */
export function Crest({ size = 48, className, title }: CrestProps) {
  const labelled = title !== undefined;
  return (
    <svg
      className={className}
      width={size}
      height={Math.round(size * 1.15)}
      viewBox="0 0 80 92"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path
        d="M40 2 L76 12 V44 C76 66 60 82 40 90 C20 82 4 66 4 44 V12 Z"
        fill="#b71c1c"
        stroke="#b08d3c"
        strokeWidth="3"
      />
      <path
        d="M40 10 L68 18 V44 C68 61 56 74 40 81 C24 74 12 61 12 44 V18 Z"
        fill="none"
        stroke="#fff"
        strokeOpacity=".5"
        strokeWidth="1.5"
      />
      <rect x="37" y="16" width="6" height="24" rx="1" fill="#e9d8a6" />
      <rect x="29" y="22" width="22" height="6" rx="1" fill="#e9d8a6" />
      <path
        d="M18 46 C26 42 34 43 40 47 C46 43 54 42 62 46 V58 C54 54 46 55 40 59 C34 55 26 54 18 58 Z"
        fill="#fff"
      />
      <path d="M40 47 V59" stroke="#b71c1c" strokeWidth="1.5" />
      <text
        x="40"
        y="76"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="13"
        letterSpacing="1"
        fill="#fff"
      >
        LBJ
      </text>
    </svg>
  );
}
