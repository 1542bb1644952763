/**
 * A bar chart drawn as SVG while the page is rendered (no charting library in the bundle), with
 * its figures as a table for screen readers: the picture is hidden from them, the table from sight.
 */

export interface ChartSeries {
  name: string;
  /** A fill class (Tailwind's `fill-…`). */
  fill: string;
}

export interface ChartRow {
  /** The row's name in the table ("2026-11-03"). */
  label: string;
  /** Under the bars, when different from the label ("3"); "" for none. */
  short?: string;
  /** One value per series. */
  values: number[];
}

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

/** A bar per series per row, scaled to the largest value; readable at 390 px (it scales). */
export function BarChart({
  caption,
  series,
  rows,
  format = String,
}: {
  caption: string;
  series: ChartSeries[];
  rows: ChartRow[];
  format?: (value: number) => string;
}) {
  const top = Math.max(1, ...rows.flatMap((row) => row.values));
  const slot = WIDTH / Math.max(1, rows.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  // Labels under the bars only where they fit: about one per 30 px.
  const labelEvery = Math.max(1, Math.ceil(rows.length / (WIDTH / 30)));
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth={1} />
        {rows.map((row, index) => (
          <g key={row.label}>
            {row.values.map((value, s) => {
              const height = (value / top) * (HEIGHT - 4);
              return (
                <rect
                  key={series[s]?.name ?? s}
                  x={index * slot + slot * 0.1 + s * bar}
                  y={HEIGHT - height}
                  width={bar}
                  height={height}
                  className={series[s]?.fill ?? "fill-ink"}
                />
              );
            })}
            {index % labelEvery === 0 && (
              <text
                x={index * slot + slot / 2}
                y={HEIGHT + AXIS - 4}
                textAnchor="middle"
                className="fill-ink-soft text-[11px]"
              >
                {row.short ?? row.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      {series.length > 1 && (
        <figcaption className="mt-2 flex gap-4 text-xs text-ink-soft" aria-hidden="true">
          {series.map((one) => (
            <span key={one.name} className="inline-flex items-center gap-1">
              <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
                <rect width={10} height={10} className={one.fill} />
              </svg>
              {one.name}
            </span>
          ))}
        </figcaption>
      )}
      {/* A table ignores a 1 px width: the box around it hides it from sight. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((one) => (
                <th key={one.name} scope="col">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, s) => (
                  <td key={series[s]?.name ?? s}>{format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
