/**
 * Which of a map's name labels can be drawn without covering each other (decision record 161).
 * Points are in screen pixels, in the order their names should win: a point whose box meets the
 * box of one placed before it joins that one's group, and a group of more than one is drawn as a
 * numbered circle at its first point. Each box holds both shapes a point may be drawn as (its name
 * pill above it, or a circle centred on it), so no two drawn groups ever overlap.
 */
export interface LabelPoint<T> {
  item: T;
  x: number;
  y: number;
  /** The name pill's width in pixels. */
  labelWidth: number;
}

export interface LabelGroup<T> {
  x: number;
  y: number;
  items: T[];
}

/** The pill's height and the gap between its tip and the point it marks. */
export const LABEL_HEIGHT_PX = 28;
const LABEL_GAP_PX = 8;
/** Half a group circle, with room for its ring. */
export const GROUP_RADIUS_PX = 24;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function boxOf({ x, y, labelWidth }: LabelPoint<unknown>): Box {
  const halfWidth = Math.max(labelWidth / 2, GROUP_RADIUS_PX);
  return { left: x - halfWidth, right: x + halfWidth, top: y - LABEL_GAP_PX - LABEL_HEIGHT_PX, bottom: y + GROUP_RADIUS_PX };
}

const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function groupOverlappingLabels<T>(points: readonly LabelPoint<T>[]): LabelGroup<T>[] {
  const placed: { box: Box; group: LabelGroup<T> }[] = [];
  for (const point of points) {
    const box = boxOf(point);
    const owner = placed.find((candidate) => meet(candidate.box, box));
    if (owner) owner.group.items.push(point.item);
    else placed.push({ box, group: { x: point.x, y: point.y, items: [point.item] } });
  }
  return placed.map(({ group }) => group);
}
