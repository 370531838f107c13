import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_MAPS, exampleToSpineMap } from '../../../shared/content/examples';
import { setApiBase } from '../../api/client';
import { db } from '../../db/db';
import { InitialDataProvider, type InitialData } from '../../prerender/initialData';
import { useSharedMap } from './useSharedMap';

const example = exampleToSpineMap(EXAMPLE_MAPS[0]!);

/** renderHook's wrapper for a page the server rendered with `value` inlined. */
function withInitialData(value: InitialData) {
  return ({ children }: { children: ReactNode }) => (
    <InitialDataProvider value={value}>{children}</InitialDataProvider>
  );
}

describe('useSharedMap', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    // A real server that knows no maps: every share id is a 404, as the API answers it.
    server = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Not Found', message: 'Spine map not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await db.examples.put(example);
  });
  afterEach(() => setApiBase(''));
  afterAll(async () => {
    await db.examples.clear();
    await new Promise((resolve) => server.close(resolve));
  });

  it('shows the device copy of a cached example when the server cannot be reached', async () => {
    setApiBase('http://127.0.0.1:1'); // nothing listens on port 1
    const { result } = renderHook(() => useSharedMap(example.shareId));
    await waitFor(() => expect(result.current.status).toBe('done'), { timeout: 5000 });
    expect(result.current).toMatchObject({ status: 'done', map: { id: example.id, title: example.title } });
  });

  it('keeps the server’s 404 even when the device has a copy', async () => {
    setApiBase(base);
    const { result } = renderHook(() => useSharedMap(example.shareId));
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 5000 });
    expect(result.current).toMatchObject({ status: 'error' });
    expect(result.current.status === 'error' && result.current.message).toMatch(/^404: /);
  });

  it('reports a network failure when the device has no copy either', async () => {
    setApiBase('http://127.0.0.1:1');
    const { result } = renderHook(() => useSharedMap('no-such-share-id'));
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 5000 });
  });

  it('starts from the map the server inlined, without a loading state, and keeps it when offline', async () => {
    setApiBase('http://127.0.0.1:1');
    const inlined = { ...example, shareId: 'inlined-share-id', title: 'Inlined map' };
    const { result } = renderHook(() => useSharedMap('inlined-share-id'), {
      wrapper: withInitialData({ sharedMap: inlined }),
    });
    expect(result.current).toMatchObject({ status: 'done', map: { title: 'Inlined map' } });
    // The background request fails (nothing listens): the inlined map stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current).toMatchObject({ status: 'done', map: { title: 'Inlined map' } });
  });

  it('ignores inlined data for another share id or that is not a map, and takes the server’s 404 over it', async () => {
    setApiBase(base);
    const other = renderHook(() => useSharedMap('some-other-id'), {
      wrapper: withInitialData({ sharedMap: { ...example, shareId: 'inlined-share-id' } }),
    });
    expect(other.result.current.status).toBe('loading');
    const junk = renderHook(() => useSharedMap('inlined-share-id'), {
      wrapper: withInitialData({ sharedMap: { shareId: 'inlined-share-id', title: 3 } }),
    });
    expect(junk.result.current.status).toBe('loading');
    const gone = renderHook(() => useSharedMap('inlined-share-id'), {
      wrapper: withInitialData({ sharedMap: { ...example, shareId: 'inlined-share-id' } }),
    });
    expect(gone.result.current.status).toBe('done');
    await waitFor(() => expect(gone.result.current.status).toBe('error'), { timeout: 5000 });
  });

  it('keeps the inlined map’s state when the server answers the same map, and takes a changed one', async () => {
    const inlined = { ...example, shareId: 'answered-share-id', title: 'Answered map' };
    let answer: unknown = inlined;
    let answered = 0;
    // A real server that answers the share read with `answer`.
    const mapServer = createServer((_request, response) => {
      answered += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => mapServer.listen(0, '127.0.0.1', resolve));
    try {
      setApiBase(`http://127.0.0.1:${(mapServer.address() as AddressInfo).port}`);
      const same = renderHook(() => useSharedMap('answered-share-id'), {
        wrapper: withInitialData({ sharedMap: inlined }),
      });
      const first = same.result.current;
      expect(first).toMatchObject({ status: 'done', map: { title: 'Answered map' } });
      await waitFor(() => expect(answered).toBe(1), { timeout: 5000 });
      // The answer has been read and handled once the next request below has been answered too.
      answer = { ...inlined, title: 'Renamed on the server' };
      const changed = renderHook(() => useSharedMap('answered-share-id'), {
        wrapper: withInitialData({ sharedMap: inlined }),
      });
      await waitFor(
        () => expect(changed.result.current).toMatchObject({ map: { title: 'Renamed on the server' } }),
        { timeout: 5000 },
      );
      expect(same.result.current).toBe(first);
    } finally {
      await new Promise((resolve) => mapServer.close(resolve));
    }
  });
});
