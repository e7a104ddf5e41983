import { useEffect } from 'react';

export const PRODUCT_NAME = 'Touchline';

/** A page's document title: the page's name, then the product. */
export const titled = (pageName: string): string => `${pageName} - ${PRODUCT_NAME}`;

/**
 * Names the document while the calling page is shown (in the active language: pass the translated
 * title). Every route calls it, the error pages too, so no page keeps the previous one's title.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
