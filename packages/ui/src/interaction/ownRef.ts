import { useCallback, useRef, type Ref, type RefObject } from 'react';

/**
 * A component's own ref to its element that still hands the element to the caller's `ref`
 * (a function or an object): the own ref, and the callback to put on the element.
 */
export function useOwnRef<T>(
  ref: Ref<T> | undefined,
): [RefObject<T | null>, (node: T | null) => void] {
  const own = useRef<T | null>(null);
  const setRef = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return [own, setRef];
}
