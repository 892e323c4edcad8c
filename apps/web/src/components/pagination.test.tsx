import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const renderPager = (props: { page: number; total: number; isLoading?: boolean }) => {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <Pagination pageSize={4} onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return onChange;
};

describe('Pagination', () => {
  it('shows Page X of Y and moves to the next page while the next offset is below the total', () => {
    const onChange = renderPager({ page: 1, total: 9 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('stops at the last page and while loading', () => {
    renderPager({ page: 3, total: 9 });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });

  it('allows neither direction while loading', () => {
    renderPager({ page: 2, total: 9, isLoading: true });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });
});
