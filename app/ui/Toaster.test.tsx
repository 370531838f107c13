import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { toast, useToastStore } from './toastStore';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('Toaster', () => {
  it('shows only the newest toast and labels the F8 notifications region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Map saved' });
      toast({
        title: 'Proposal failed',
        description: 'Failed to generate refinement proposal. Please try again.',
        variant: 'destructive',
      });
    });
    expect(screen.queryByText('Map saved')).toBeNull();
    expect(screen.getByText('Proposal failed')).toBeTruthy();
    expect(screen.getByText('Failed to generate refinement proposal. Please try again.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
