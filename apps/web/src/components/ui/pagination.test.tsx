import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Pagination, hasNextPage, rowNumber, shownRange } from './pagination';
import { usePagination } from './use-pagination';

const rows = Array.from({ length: 23 }, (_, i) => `row ${i + 1}`);

/** A client-side list of 23 rows, as a list screen uses it. */
function List({ items = rows }: { items?: string[] }) {
  const pager = usePagination(items.length);
  return (
    <>
      <ol>
        {pager.slice(items).map((item, index) => (
          <li key={item}>
            {pager.rowNumber(index)}. {item}
          </li>
        ))}
      </ol>
      <Pagination {...pager.props} />
    </>
  );
}

test('docs/behaviour.md §13 rules: row numbers, the shown range, when Next is possible', () => {
  expect(rowNumber(1, 10, 0)).toBe(1);
  expect(rowNumber(3, 25, 4)).toBe(55);
  expect(shownRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
  expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  expect(hasNextPage(2, 10, 20)).toBe(false);
  expect(hasNextPage(2, 10, 21)).toBe(true);
});

test('Previous is disabled on page 1 and Next once the page reaches the end', async () => {
  const user = userEvent.setup();
  render(<List />);
  const previous = screen.getByRole('button', { name: 'अघिल्लो' });
  const next = screen.getByRole('button', { name: 'अर्को' });
  expect(previous).toBeDisabled();
  expect(screen.getByText('२३ मध्ये १–१० देखाइँदै')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1. row 1');

  await user.click(next);
  await user.click(next);
  expect(screen.getByText('२३ मध्ये २१–२३ देखाइँदै')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '21. row 21',
    '22. row 22',
    '23. row 23',
  ]);
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();

  await user.click(previous);
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('11. row 11');
});

test('a new page size goes back to page 1; sizes are 10, 25 and 100', async () => {
  const user = userEvent.setup();
  render(<List />);
  await user.click(screen.getByRole('button', { name: 'अर्को' }));
  const perPage = screen.getByLabelText('प्रति पृष्ठ');
  expect(Array.from((perPage as HTMLSelectElement).options).map((option) => option.value)).toEqual([
    '10',
    '25',
    '100',
  ]);

  await user.selectOptions(perPage, '25');
  expect(screen.getAllByRole('listitem')).toHaveLength(23);
  expect(screen.getByText('२३ मध्ये १–२३ देखाइँदै')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अघिल्लो' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'अर्को' })).toBeDisabled();
});

test('a page left empty falls back to the last page with rows', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<List />);
  await user.click(screen.getByRole('button', { name: 'अर्को' }));
  await user.click(screen.getByRole('button', { name: 'अर्को' }));
  rerender(<List items={rows.slice(0, 15)} />);
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('11. row 11');
  expect(screen.getByRole('button', { name: 'अर्को' })).toBeDisabled();
});

test('an empty list says so, with both buttons disabled; English uses ASCII digits', () => {
  const { rerender } = render(<List items={[]} />);
  expect(screen.getByText('देखाउन केही छैन')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अघिल्लो' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'अर्को' })).toBeDisabled();

  act(() => i18n.changeLanguage('en'));
  rerender(<List />);
  expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
});
