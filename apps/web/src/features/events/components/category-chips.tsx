import { cn } from '@/lib/cn';
import { useCategoryName, type NamedCategory } from '@/lib/queries/categories';

interface CategoryChipsProps {
  categories: ({ id: number } & NamedCategory)[];
  className?: string;
}

export function CategoryChips({ categories, className }: CategoryChipsProps) {
  const nameOf = useCategoryName();
  if (categories.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {categories.map((category) => (
        <li
          key={category.id}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm break-words text-slate-800"
        >
          {nameOf(category)}
        </li>
      ))}
    </ul>
  );
}
