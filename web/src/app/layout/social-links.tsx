import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons.tsx';
import { school } from '../../content/school.ts';

const networks = [
  { name: 'Facebook', href: school.social.facebook, Icon: FacebookIcon },
  { name: 'Instagram', href: school.social.instagram, Icon: InstagramIcon },
] as const;

interface SocialLinksProps {
  className?: string;
  linkClassName?: string;
  iconSize: number;
  /** icon: the icon alone, named by aria-label (footer); name: the icon and the visible name. */
  label: 'icon' | 'name';
}

/** The school's social networks as a list of links that open in a new tab. */
export function SocialLinks({ className, linkClassName, iconSize, label }: SocialLinksProps) {
  return (
    <ul className={className}>
      {networks.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={
              label === 'icon' ? `${name} del colegio (se abre en una pestaña nueva)` : undefined
            }
          >
            <Icon size={iconSize} />
            {label === 'name' ? (
              <>
                <span>{name}</span>
                <span className="visually-hidden"> del colegio (se abre en una pestaña nueva)</span>
              </>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
