import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlFromQueryKey } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { seedSignedInFirstReads, signedInFirstReadKeys } from './first-reads';

const keys = signedInFirstReadKeys();
const urls = keys.map(urlFromQueryKey);
const drawnWith = (url: string) => ({ drawn: url });
const asked = (url: string) => ({ asked: url });

describe('the first reads a dashboard drawn by the server carries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are the app's data from the start, each asked for once more as the dashboard shows it; one the page lacks, once", async () => {
    const fetchMock = stubFetch((url) => jsonResponse(asked(url)));
    const client = createQueryClient();
    seedSignedInFirstReads(client, Object.fromEntries(urls.slice(1).map((url) => [url, drawnWith(url)])));

    // What the server drew shows at once; the read it did not send is asked for.
    keys.slice(1).forEach((key, index) => expect(client.getQueryData(key)).toEqual(drawnWith(urls[index + 1]!)));
    await vi.waitFor(() => expect(client.getQueryData(keys[0]!)).toEqual(asked(urls[0]!)));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([urls[0]]);

    // Shown on the dashboard: asked for again (what changed since the page was drawn), the drawn data showing meanwhile.
    const unsubscribe = new QueryObserver(client, { queryKey: keys[2]! }).subscribe(() => undefined);
    expect(client.getQueryData(keys[2]!)).toEqual(drawnWith(urls[2]!));
    await vi.waitFor(() => expect(client.getQueryData(keys[2]!)).toEqual(asked(urls[2]!)));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([urls[0], urls[2]]);
    unsubscribe();
  });
});
