import type { ReactNode } from 'react';

import ui from './ui.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  centered?: boolean;
}

/**
 * A section's h2 (with an optional eyebrow above and lead below). The heading takes the focus when
 * the navigation scrolls to its section, hence tabIndex -1 and data-section-heading.
 */
export function SectionHeading({ id, eyebrow, title, lead, centered = false }: SectionHeadingProps) {
  const align = centered ? ui.centered : undefined;
  return (
    <div className={align}>
      {eyebrow && <p className={ui.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={ui.sectionTitle} tabIndex={-1} data-section-heading>
        {title}
      </h2>
      {lead && <p className={[ui.lead, align].filter(Boolean).join(' ')}>{lead}</p>}
    </div>
  );
}
