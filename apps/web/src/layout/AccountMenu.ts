// The ui's account menu alone: its own chunk (with Radix's dialog), fetched only for a member —
// a visitor's header has none.
export { AccountMenu as default } from '@touchline/ui';
