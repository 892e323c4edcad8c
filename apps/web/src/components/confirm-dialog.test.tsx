import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDelete, confirmUpdate } from './confirm-dialog';

const renderProvider = () =>
  render(
    <MantineProvider>
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </MantineProvider>,
  );

describe('the Please Confirm dialog', () => {
  it('asks before deleting a user and answers true only for Yes, delete it!', async () => {
    renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDelete('user');
    });
    expect(await screen.findByText('Please Confirm')).toBeTruthy();
    expect(screen.getByText('Are you sure, you want to delete user?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await answer).toBe(true);
  });

  it('keeps the organization when No, keep it is chosen', async () => {
    renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDelete('organization');
    });
    expect(await screen.findByText('Are you sure, you want to delete organization?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(await answer).toBe(false);
  });

  it('asks before an edit with Yes, update it!', async () => {
    renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmUpdate('user');
    });
    await waitFor(() => expect(screen.getByText('Are you sure, you want to update user?')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, update it!' }));
    expect(await answer).toBe(true);
  });
});
