export interface ScreenPoint {
  x: number;
  y: number;
}

/** How far apart, in pixels, two markers' centres must be on each axis so that they do not overlap. */
export interface MarkerSpan {
  width: number;
  height: number;
}

/**
 * Groups points whose markers would overlap on screen: each point joins the first group whose first point
 * is closer than `span` on both axes, else starts a group. Answers the points' indexes, group by group, in input order.
 */
export function clusterPoints(points: readonly ScreenPoint[], span: MarkerSpan): number[][] {
  const groups: number[][] = [];
  for (const [index, point] of points.entries()) {
    const home = groups.find((group) => {
      const anchor = points[group[0]!]!;
      return Math.abs(anchor.x - point.x) < span.width && Math.abs(anchor.y - point.y) < span.height;
    });
    if (home) home.push(index);
    else groups.push([index]);
  }
  return groups;
}
