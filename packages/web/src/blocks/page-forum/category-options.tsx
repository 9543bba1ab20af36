import { categoryTree } from './forum-model.ts';
import type { ForumCategory } from './forum-model.ts';

/**
 * The options of a select of forum categories: each parent as a group of its children (a parent
 * holds no subject itself), a category without children as an option; `disabledId` is not offered.
 */
export function CategoryOptions({ categories, disabledId }: { categories: readonly ForumCategory[]; disabledId?: string | undefined }) {
  return categoryTree(categories).map(({ category, children }) =>
    children.length > 0 ? (
      <optgroup key={category.id} label={category.name}>
        {children.map((child) => (
          <option key={child.id} value={child.id} disabled={child.id === disabledId}>
            {child.name}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={category.id} value={category.id} disabled={category.id === disabledId}>
        {category.name}
      </option>
    ),
  );
}
