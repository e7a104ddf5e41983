import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

export const ok = (data: unknown) => ({ code: 200, msg: '', data });
export const down = { code: 500, msg: '' } as const;
export const emptyPage = ok({ list: [], total: 0, page: 1, pageSize: 20 });

/** The example member's own centre (user 1001), at a tab. */
export const centre = (tab?: string) => `/personal/1001${tab ? `?tab=${tab}` : ''}`;
