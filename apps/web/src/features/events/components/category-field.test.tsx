import type { Category } from '@karyayojana/contracts';
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CategoryChips } from './category-chips';
import { CategoryField } from './category-field';

// A category by its English name on an English page, where it has one (docs/behaviour.md §6).
const categories: Category[] = [
  { id: 1, name: 'आर्थिक विकास', name_en: 'Economic development', description: null, order: 1 },
  { id: 2, name: 'खेलकुद', name_en: null, description: null, order: 2 },
];

function renderBoth() {
  return render(
    <>
      <CategoryField categories={categories} value={[1]} onChange={vi.fn()} />
      <CategoryChips categories={categories} />
    </>,
  );
}

test('a Nepali page names the categories in Nepali', () => {
  renderBoth();
  expect(screen.getByRole('checkbox', { name: 'आर्थिक विकास' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'खेलकुद' })).not.toBeChecked();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'आर्थिक विकास',
    'खेलकुद',
  ]);
  expect(screen.queryByText('Economic development')).toBeNull();
});

test('an English page names them by their English names, the rest by their names', () => {
  i18n.changeLanguage('en');
  renderBoth();
  expect(screen.getByRole('checkbox', { name: 'Economic development' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'खेलकुद' })).toBeInTheDocument();
  const chips = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(chips).toEqual(['Economic development', 'खेलकुद']);
  expect(screen.queryByText('आर्थिक विकास')).toBeNull();
});
