// The ui's popup ad alone: its own chunk (with Radix's dialog, focus trap and scroll lock),
// fetched the day the ad shows.
export { PopupAd as default } from '@touchline/ui';
