import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMatchName } from './useMatchName.ts';

describe('useMatchName', () => {
  it('puts the teams into the one pattern, whatever they contain', () => {
    const { result } = renderHook(() => useMatchName());
    expect(result.current('Arsenal', 'Chelsea')).toBe('Arsenal v Chelsea');
    expect(result.current('$& FC', '{home}')).toBe('$& FC v {home}');
  });
});
