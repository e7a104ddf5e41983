import type { Stream } from '@touchline/api';

export interface RoomMatchProps {
  stream: Stream;
}

/** The room's linked match: score, clock and main markets with live prices (in progress). */
export function RoomMatch(_props: RoomMatchProps) {
  return null;
}
