import type { Stream } from '@touchline/api';

export interface RoomOrdersProps {
  stream: Stream;
}

/** The room's pushed orders: cards, follow, the paid-room lock (in progress). */
export function RoomOrders(_props: RoomOrdersProps) {
  return null;
}
