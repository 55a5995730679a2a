import { columnStyle } from "./series-styles";

/** The line a compared calculation has in the charts, shown beside its name (decorative: the name says it). */
export function Swatch({ column }: { column: number }) {
  const style = columnStyle(column);
  return (
    <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10" className="shrink-0">
      <line x1="0" x2="28" y1="5" y2="5" strokeWidth={3} strokeDasharray={style.dash} className={style.stroke} />
    </svg>
  );
}
