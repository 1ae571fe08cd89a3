import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Modules of light margin around the code, as scanners expect (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path from its payload (a QRIS string), dark on light in either colour
 * mode so every scanner reads it; no inline styles, which the page's Content-Security-Policy refuses.
 * Imported from `@shop/ui/qr-code`, never the main entry, so only a page that draws one bundles the
 * encoder.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) if (code.isDark(row, column)) d += `M${column} ${row}h1v1h-1z`;
    }
    return { size: count + QUIET_ZONE * 2, path: d };
  }, [value]);
  return (
    <svg className="ui-qr" role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
