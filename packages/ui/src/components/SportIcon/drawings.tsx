import type { SportKey } from '@touchline/domain';
import type { ReactElement } from 'react';

/*
 * The 17 sport drawings: a 24 px grid, 2 px strokes, round caps and joins, one colour
 * (`currentColor` from the <svg>). Small dots are zero-length strokes, so nothing is filled
 * except where a shape is too small to read as an outline.
 */

const soccerPanel = 'M12 7.5 16.3 10.6 14.6 15.6 9.4 15.6 7.7 10.6Z';

const volleyballSeams = (
  <>
    <path d="M12 12c0-4 1.2-7.2 4.6-8.9" />
    <path d="M12 12c-3.5 2-6.9 2.5-10 1" />
    <path d="M12 12c3.4 2 5.5 4.7 5.8 8.2" />
    <path d="M8.3 3.3c-1 3.4-.6 6.4 1.6 9.6" />
    <path d="M21.7 9.8c-3.2-1.5-6.4-1.2-9.7.4" />
    <path d="M5.2 19.6c2.6-1.9 5-2.9 8.6-2.2" />
  </>
);

const gamepad = (
  <>
    <path d="M7.5 11.5h9a4.2 4.2 0 0 1 4.1 3.3l.8 3.5a2.2 2.2 0 0 1-3.8 2l-2.2-2.6h-6.8l-2.2 2.6a2.2 2.2 0 0 1-3.8-2l.8-3.5a4.2 4.2 0 0 1 4.1-3.3Z" />
    <path d="M7.5 14v3M6 15.5h3" />
    <path d="M16 14.5h.01M17.5 16.5h.01" />
  </>
);

export const SPORT_DRAWINGS: Readonly<Record<SportKey, ReactElement>> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d={soccerPanel} />
      <path d="M12 7.5V2M16.3 10.6l5.2-1.7M14.6 15.6l3.3 4.5M9.4 15.6l-3.3 4.5M7.7 10.6 2.5 8.9" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M5 3.5 13.6 16.6a3 3 0 0 0 2.5 1.4H20" />
      <path d="M19 3.5 10.4 16.6A3 3 0 0 1 7.9 18H4" />
      <ellipse cx="12" cy="21" rx="3" ry="1" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2v20M2 12h20" />
      <path d="M5 4.9c2.9 3.1 2.9 11.1 0 14.2M19 4.9c-2.9 3.1-2.9 11.1 0 14.2" />
    </>
  ),
  rugby: (
    <>
      <path d="M6 3v18M18 3v18M6 14h12" />
      <ellipse cx="12" cy="7.5" rx="3.5" ry="2.2" transform="rotate(-35 12 7.5)" />
    </>
  ),
  tennis: (
    <>
      <ellipse cx="9.5" cy="9.5" rx="6.5" ry="5" transform="rotate(45 9.5 9.5)" />
      <path d="m14.1 14.1 6.4 6.4" />
      <path d="m7 7 5 5M6.8 11.8l5-5" />
      <circle cx="19" cy="5" r="2" />
    </>
  ),
  'american-football': (
    <>
      <path d="M4.5 19.5C4 12 12 4 19.5 4.5 20 12 12 20 4.5 19.5Z" />
      <path d="m8.5 15.5 7-7" />
      <path d="m9.5 12.5 2 2M11 11l2 2M12.5 9.5l2 2" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M5.6 4.3c3.5 3.9 3.5 11.5 0 15.4M18.4 4.3c-3.5 3.9-3.5 11.5 0 15.4" />
      <path d="M9.3 8.5h.01M9.9 12h.01M9.3 15.5h.01M14.7 8.5h.01M14.1 12h.01M14.7 15.5h.01" />
    </>
  ),
  handball: (
    <>
      <circle cx="9" cy="4.5" r="2" />
      <circle cx="19" cy="4.5" r="2" />
      <path d="m9.5 8.5 1.5 6" />
      <path d="m9.7 9.5 4.8.5 2.5-3" />
      <path d="M9.7 9.7 5.5 12" />
      <path d="m11 14.5-3.5 3 1 3.5M11 14.5l4.5 2-.5 4.5" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="10" />
      {volleyballSeams}
    </>
  ),
  cricket: (
    <>
      <path d="M4.5 8v13M9 8v13M13.5 8v13" />
      <path d="M4 5h4.5M9.5 5H14" />
      <circle cx="19" cy="17.5" r="2.5" />
    </>
  ),
  'table-tennis': (
    <>
      <circle cx="10" cy="9" r="7" />
      <path d="M8.2 15.8V20a1.8 1.8 0 0 0 3.6 0v-4.2" />
      <circle cx="19.5" cy="18" r="2" />
    </>
  ),
  snooker: (
    <>
      <path d="M12 2.5 22 20H2Z" />
      <circle cx="12" cy="10.8" r="1.9" />
      <circle cx="9.3" cy="15.3" r="1.9" />
      <circle cx="14.7" cy="15.3" r="1.9" />
    </>
  ),
  boxing: (
    <>
      <path d="M7 11V8a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v4.5a3.5 3.5 0 0 1-3.5 3.5H8.5" />
      <path d="M7 11a2.5 2.5 0 0 0-2.5 2.5A2.5 2.5 0 0 0 7 16h1.5M7 11h4.5" />
      <path d="M8.5 16v5h8v-5" />
    </>
  ),
  badminton: (
    <g transform="rotate(30 12 12)">
      <path d="M9 16 7 3h10l-2 13Z" />
      <path d="M9 16v1.5a3 3 0 0 0 6 0V16" />
      <path d="M10.7 3.3 11.2 16M13.3 3.3 12.8 16M8.1 10h7.8" />
    </g>
  ),
  'beach-volleyball': (
    <>
      <g transform="translate(5.4 0.6) scale(.55)">
        <circle cx="12" cy="12" r="10" vectorEffect="non-scaling-stroke" />
        <path
          d="M12 12c0-4 1.2-7.2 4.6-8.9M12 12c-3.5 2-6.9 2.5-10 1M12 12c3.4 2 5.5 4.7 5.8 8.2"
          vectorEffect="non-scaling-stroke"
        />
      </g>
      <path d="M2 17c1.7-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0" />
      <path d="M2 21.5c1.7-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0" />
    </>
  ),
  'e-football': (
    <>
      <circle cx="12" cy="5.5" r="4" />
      <path d="m12 3.9 1.5 1.1-.6 1.8h-1.8l-.6-1.8Z" fill="currentColor" strokeWidth="1" />
      {gamepad}
    </>
  ),
  'e-basketball': (
    <>
      <circle cx="12" cy="5.5" r="4" />
      <path d="M12 1.5v8M8 5.5h8" />
      {gamepad}
    </>
  ),
};

/** What an unknown sport id or key shows: a plain ball, so a row never loses its icon slot. */
export const UNKNOWN_SPORT_DRAWING = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M4 7.5c5 3 11 3 16 0M4 16.5c5-3 11-3 16 0" />
  </>
);
