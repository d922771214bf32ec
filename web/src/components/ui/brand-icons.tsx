import type { ReactNode, SVGProps } from 'react';

interface IconProps {
  size?: number;
  className?: string;
}

/** The 24-unit box both marks are drawn in; decorative (the links carry the names). */
function BrandSvg({
  size = 20,
  className,
  children,
  ...paint
}: IconProps & { children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...paint}
    >
      {children}
    </svg>
  );
}

/** Facebook's "f" mark (the icon set has no brand icons). */
export function FacebookIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z"
      />
    </BrandSvg>
  );
}

/** Instagram's camera mark. */
function InstagramIcon(props: IconProps) {
  return (
    <BrandSvg {...props} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </BrandSvg>
  );
}

/** The mark of a social network by its id (content/school.ts socialNetworks). */
export function BrandIcon({ id, ...props }: IconProps & { id: 'facebook' | 'instagram' }) {
  return id === 'facebook' ? <FacebookIcon {...props} /> : <InstagramIcon {...props} />;
}
