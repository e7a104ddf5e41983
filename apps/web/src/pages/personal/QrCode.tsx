import { create } from 'qrcode';
import { useMemo } from 'react';
import * as css from './personal.css.ts';

/** Modules of white border every side (the QR standard asks for four). */
const QUIET_ZONE = 4;

/**
 * A QR code of a text as an SVG: one path of the dark modules in the current colour on a light
 * plate (scanners expect dark on light in either theme). The text itself is the accessible name.
 */
export function QrCode({
  value,
  label,
  size = 160,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const path = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { d, size: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <div className={css.qrPlate}>
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${path.size} ${path.size}`}
        shapeRendering="crispEdges"
      >
        <path d={path.d} fill="currentColor" />
      </svg>
    </div>
  );
}
