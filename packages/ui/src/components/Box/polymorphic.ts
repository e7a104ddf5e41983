import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * Props of a component that renders as any element through `as`: its own props win over the
 * element's props of the same name; `ref` types follow the element.
 */
export type PolymorphicProps<E extends ElementType, Own extends object> = Own & {
  /** The element (or component) to render instead of the default one. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof Own | 'as'>;

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
