import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPicker } from '@/testing/date-picker-harness';
import { resolveTheme, THEMES } from './themes';

const day = (name: string) => screen.getByRole('button', { name });

describe('themes', () => {
  test.each(['red', 'blue', 'green', 'dark', 'deepdark'] as const)(
    '%s colours the panel',
    async (theme) => {
      const { open } = renderPicker({ language: 'EN', value: '2082-04-05', theme });
      const dialog = await open();
      expect(dialog.className).toContain(THEMES[theme].panel);
      expect(day('Monday, 5 Shrawan 2082').className).toContain(THEMES[theme].selected);
    },
  );

  test('every theme looks different; an unknown theme is the default', async () => {
    const looks = new Set<string>();
    for (const theme of ['red', 'blue', 'green', 'dark', 'deepdark', 'purple']) {
      const { open, unmount } = renderPicker({ language: 'EN', value: '2082-04-05', theme });
      const dialog = await open();
      const header = within(dialog).getByRole('button', { name: 'Previous month' }).parentElement;
      looks.add(
        `${dialog.className} ${header?.className} ${day('Monday, 5 Shrawan 2082').className}`,
      );
      if (theme === 'purple') expect(header?.className).toContain(THEMES.default.header);
      unmount();
    }
    expect(looks.size).toBe(6);
    expect(THEMES.red.selected).toContain('red');
    expect(THEMES.dark.panel).not.toBe(THEMES.default.panel);
  });
});

test('theme names: the five of docs/behaviour.md §4, any other is the default', () => {
  expect(['red', 'blue', 'green', 'dark', 'deepdark'].map(resolveTheme)).toEqual([
    'red',
    'blue',
    'green',
    'dark',
    'deepdark',
  ]);
  expect([undefined, '', 'purple', 'default'].map(resolveTheme)).toEqual([
    'default',
    'default',
    'default',
    'default',
  ]);
});
