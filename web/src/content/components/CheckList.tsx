import { Icon } from './Icon';
import ui from './ui.module.css';

/** A list with a check mark before each item (features, qualifications, strengths). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `${ui.checkList} ${className}` : ui.checkList}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          {item}
        </li>
      ))}
    </ul>
  );
}
