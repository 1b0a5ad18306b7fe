/** Ratios (0–1) spread evenly over `width`, 1 at the top of `height`: the points of a line chart. */
export function chartPoints(ratios: readonly number[], width: number, height: number): [number, number][] {
  const step = ratios.length > 1 ? width / (ratios.length - 1) : 0;
  return ratios.map((ratio, index) => {
    const clamped = Math.min(1, Math.max(0, ratio));
    return [round(index * step), round(height - clamped * height)];
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
