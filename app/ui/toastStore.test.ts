import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, toast, useToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('keeps at most one toast: a new toast replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'details', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'details', variant: 'destructive' });
  });

  it('defaults the variant and removes a dismissed toast', () => {
    const id = toast({ title: 'Saved' });
    expect(useToastStore.getState().toasts[0]?.variant).toBe('default');
    dismissToast(id);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
