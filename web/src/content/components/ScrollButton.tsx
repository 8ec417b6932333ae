import type { ReactNode } from 'react';

import type { SectionId } from '../content/sections';
import { scrollToSection } from '../lib/scrollToSection';
import ui from './ui.module.css';

interface ScrollButtonProps {
  to: SectionId;
  children: ReactNode;
  variant?: 'contained' | 'outlined';
  className?: string;
  /** Runs before the scroll (to preselect a consultation type, say). */
  onClick?: () => void;
}

/** A call to action that scrolls to a section of the page ('Prenota Consulenza', 'Contattami'...). */
export function ScrollButton({ to, children, variant = 'contained', className, onClick }: ScrollButtonProps) {
  const look = variant === 'contained' ? ui.button : ui.outlineButton;
  const handleClick = () => {
    onClick?.();
    scrollToSection(to);
  };
  return (
    <button type="button" className={[look, className].filter(Boolean).join(' ')} onClick={handleClick}>
      {children}
    </button>
  );
}
