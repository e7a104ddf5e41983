import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeZoneProvider, useTimeZone } from './timeZone.tsx';

function Zone({ own }: { own?: string }) {
  return <output aria-label="zone">{useTimeZone(own)}</output>;
}

describe('useTimeZone', () => {
  it("is the browser's zone without a provider", () => {
    render(<Zone />);
    expect(screen.getByLabelText('zone').textContent).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it("is the provider's zone below one, and a component's own zone wins over it", () => {
    render(
      <TimeZoneProvider timeZone="Etc/GMT-8">
        <Zone />
        <TimeZoneProvider timeZone="Asia/Bangkok">
          <Zone own="UTC" />
        </TimeZoneProvider>
      </TimeZoneProvider>,
    );
    expect(screen.getAllByLabelText('zone').map((z) => z.textContent)).toEqual([
      'Etc/GMT-8',
      'UTC',
    ]);
  });
});
