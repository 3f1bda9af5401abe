import { formatInr } from '../../../domain/money';

/**
 * Revenue a day as bars, drawn on the server as SVG (no script). The numbers
 * are also in a visually hidden table for screen readers.
 */
export function RevenueChart({ days }: { days: { day: string; orders: number; revenuePaise: number }[] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...days.map((d) => d.revenuePaise));
  const bar = width / days.length;
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title" preserveAspectRatio="none">
        <title id="chart-title">Revenue a day, last 30 days</title>
        {days.map((d, i) => {
          const h = Math.round((d.revenuePaise / max) * height);
          return (
            <rect key={d.day} x={i * bar + 2} y={height - h} width={bar - 4} height={Math.max(h, 1)} className="admin-chart-bar">
              <title>{`${d.day}: ${formatInr(d.revenuePaise)}, ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="admin-chart-axis" aria-hidden="true">
        <span>{days[0]?.day}</span>
        <span>{days[days.length - 1]?.day}</span>
      </div>
      <figcaption>Revenue a day over the last 30 days (cancelled orders left out).</figcaption>
      <table className="sr-only">
        <caption>Orders and revenue a day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.orders}</td>
              <td>{formatInr(d.revenuePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
