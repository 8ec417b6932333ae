import { site } from '../../shared/site';
import { Icon } from './Icon';
import styles from './SocialLinks.module.css';
import { Tooltip } from './Tooltip';

const NETWORKS = [
  { name: 'Instagram', icon: 'instagram', href: site.social.instagram },
  { name: 'Facebook', icon: 'facebook', href: site.social.facebook },
  { name: 'YouTube', icon: 'youtube', href: site.social.youtube },
] as const;

/** The practice's social profiles, each opening in a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {NETWORKS.map(({ name, icon, href }) => (
        <li key={name}>
          <Tooltip label={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (si apre in una nuova scheda)`}>
              <Icon name={icon} />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
