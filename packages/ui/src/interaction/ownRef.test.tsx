import { render, screen } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { useOwnRef } from './ownRef.ts';

let seen: HTMLElement | null = null;
function Box({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const [own, setRef] = useOwnRef<HTMLDivElement>(ref);
  return (
    <div
      ref={(node) => {
        setRef(node);
        seen = own.current;
      }}
      role="note"
    />
  );
}

describe('useOwnRef', () => {
  it("keeps the element and hands it to the caller's object or function ref", () => {
    const object = createRef<HTMLDivElement>();
    const { unmount } = render(<Box ref={object} />);
    expect(object.current).toBe(screen.getByRole('note'));
    expect(seen).toBe(object.current);
    unmount();
    let given: HTMLDivElement | null = null;
    render(<Box ref={(node) => void (given = node)} />);
    expect(given).toBe(screen.getByRole('note'));
    render(<Box />);
    expect(seen).toBeTruthy();
  });
});
