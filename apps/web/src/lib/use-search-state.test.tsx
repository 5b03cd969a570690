import { describe, expect, test } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useSearchState } from './use-search-state';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/home?q=road']}>{children}</MemoryRouter>;
}

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

describe('useSearchState', () => {
  test('two changes before a render both reach the URL, with what was there before', () => {
    const { result } = renderHook(() => ({ state: useSearchState(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      const change = result.current.state[1];
      change(set('category_id', '3'));
      change(set('status', 'canceled'));
    });
    const search = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(search)).toEqual({ q: 'road', category_id: '3', status: 'canceled' });
    expect(result.current.state[0].get('status')).toBe('canceled');
  });

  test('a later change builds on the rendered URL', () => {
    const { result } = renderHook(() => ({ state: useSearchState(), location: useLocation() }), {
      wrapper,
    });
    act(() => result.current.state[1](set('status', 'done')));
    act(() =>
      result.current.state[1]((current) => {
        current.delete('q');
        return current;
      }),
    );
    expect(result.current.location.search).toBe('?status=done');
  });
});
