/** The i18next namespace of the library's own texts. */
export const UI_NAMESPACE = 'touchline-ui';
