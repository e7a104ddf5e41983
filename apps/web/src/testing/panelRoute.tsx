import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import * as css from './panelRoute.css.ts';

/**
 * The site's routes with one more page inside the layout at `path`, showing `panel`: a panel
 * made to be mounted by a page not built yet (the personal centre's tabs) is rendered on its
 * own, with the real header, providers and data layer around it, behind the guard and meta of
 * the route it belongs to (`like`, the personal centre's by default: login required). For
 * tests and stories only.
 */
export function withPanelRoute(
  routes: RouteObject[],
  path: string,
  panel: ReactNode,
  like = '/personal/:id',
) {
  const [root, ...rest] = routes;
  const [layout, ...siblings] = root?.children ?? [];
  if (!root || !layout || layout.id !== 'layout') throw new Error('the site has no layout route');
  const owner = layout.children?.find((route) => route.id === like);
  if (!owner) throw new Error(`the site has no route ${like}`);
  return [
    {
      ...root,
      children: [
        {
          ...layout,
          children: [
            {
              id: 'panel',
              path,
              element: <div className={css.panelPage}>{panel}</div>,
              loader: owner.loader,
              handle: owner.handle,
            },
            ...(layout.children ?? []),
          ],
        } as RouteObject,
        ...siblings,
      ],
    } as RouteObject,
    ...rest,
  ];
}
