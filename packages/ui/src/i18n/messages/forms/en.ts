/** Forms texts. Keys are unique across all message areas (a clash fails a test). */
export const en = {
  fieldOptional: 'optional',
  selectPlaceholder: 'Choose…',
  toastRegion: 'Notifications',
  listLoadingMore: 'Loading more',
};
