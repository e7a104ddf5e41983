import type { Stream } from '@touchline/api';
import type { RouteObject } from 'react-router-dom';
import type { Shell } from '../../../app/shell.ts';
import { createRoutes } from '../../../routes/routes.tsx';
import { RoomMatch } from './RoomMatch.tsx';
import { RoomOrders } from './RoomOrders.tsx';

/** Which of the room's panels a harness shows. */
export type RoomPanel = 'orders' | 'match';

/**
 * The site's routes with the room's route (`/anchorPlay/:streamId`, its guard kept) showing one
 * of this folder's panels for `stream`, alone: the room page around them is built elsewhere.
 * For tests and stories only.
 */
export function roomPanelRoutes(shell: Shell, stream: Stream, panel: RoomPanel): RouteObject[] {
  const Page = () => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{stream.title}</h1>
      {panel === 'orders' ? <RoomOrders stream={stream} /> : <RoomMatch stream={stream} />}
    </div>
  );
  const routes = createRoutes(shell);
  const swap = (list: RouteObject[] | undefined) => {
    for (const route of list ?? []) {
      if (route.id === '/anchorPlay/:streamId') {
        route.lazy = () => Promise.resolve({ Component: Page });
      }
      swap(route.children);
    }
  };
  swap(routes);
  return routes;
}
