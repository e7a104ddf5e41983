// The ui's popup ad alone: its own chunk (with Radix's dialog), fetched the day the ad shows.
export { PopupAd as default } from '@touchline/ui';
