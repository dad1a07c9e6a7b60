import type { CategoryNode } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import './category-board.css';

type Props = { tree: CategoryNode[]; onPick: (category: CategoryNode) => void };

/** Every top category as a section, its children as picture cards. */
export function CategoryBoard({ tree, onPick }: Props) {
  return (
    <div className="pc-category-board">
      {tree.map((top) => (
        <section key={top.id} id={`category-${top.id}`} className="pc-category-section">
          <header>
            <SafeImage src={top.picture} alt={top.name} />
            <h2>{top.name}</h2>
            <span>{top.children?.length ?? 0} 个子类</span>
            <a onClick={() => onPick(top)}>查看全部 ›</a>
          </header>
          <div className="pc-category-grid">
            {(top.children ?? []).map((child) => (
              <button type="button" key={child.id} className="pc-category-card" onClick={() => onPick(child)}>
                <SafeImage src={child.picture} alt={child.name} />
                <span>{child.name}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
