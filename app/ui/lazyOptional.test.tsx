import { render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOptional } from './lazyOptional';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>boundary caught</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyOptional', () => {
  it('renders the loaded component with its props', async () => {
    const Lazy = lazyOptional(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="crew" />
      </Suspense>,
    );
    expect(await screen.findByText('hello crew')).toBeTruthy();
  });

  it('fetches a chunk again when a fetch fails, and renders it', async () => {
    let tries = 0;
    const Lazy = lazyOptional(() => {
      tries += 1;
      return tries < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Greeting);
    }, [10, 10]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('hello again')).toBeTruthy();
    expect(tries).toBe(3);
  });

  it('renders nothing, and never reaches the error boundary, when its chunk cannot be fetched', async () => {
    let tries = 0;
    const Lazy = lazyOptional<{ name: string }>(() => {
      tries += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }, [10, 10]);
    const { container } = render(
      <Boundary>
        <p>page</p>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="crew" />
        </Suspense>
      </Boundary>,
    );
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.queryByText('boundary caught')).toBeNull();
    expect(container.textContent).toBe('page');
    expect(tries).toBe(3);
  });
});
