import { describe, expect, it } from "vitest";
import { GROUP_RADIUS_PX, LABEL_HEIGHT_PX, groupOverlappingLabels, type LabelPoint } from "~/features/projects/map-label-groups";

const point = (item: string, x: number, y: number, labelWidth = 120): LabelPoint<string> => ({ item, x, y, labelWidth });

describe("the listing map's name labels never cover each other (decision record 161)", () => {
  it("keeps every name when the labels are apart", () => {
    const groups = groupOverlappingLabels([point("A", 0, 0), point("B", 200, 0), point("C", 0, 100)]);
    expect(groups.map((group) => group.items)).toEqual([["A"], ["B"], ["C"]]);
  });

  it("puts a label that would cover an earlier one into the earlier one's group, drawn at the earlier point", () => {
    const groups = groupOverlappingLabels([point("A", 100, 100), point("B", 150, 110), point("C", 400, 100)]);
    expect(groups).toEqual([
      { x: 100, y: 100, items: ["A", "B"] },
      { x: 400, y: 100, items: ["C"] },
    ]);
  });

  it("judges by the labels' widths: wide names side by side meet where narrow ones do not", () => {
    expect(groupOverlappingLabels([point("A", 0, 0, 60), point("B", 100, 0, 60)])).toHaveLength(2);
    expect(groupOverlappingLabels([point("A", 0, 0, 160), point("B", 100, 0, 160)])).toHaveLength(1);
  });

  it("judges by height too: a label just clear above or below is its own", () => {
    const clear = LABEL_HEIGHT_PX + 8 + GROUP_RADIUS_PX;
    expect(groupOverlappingLabels([point("A", 0, 0), point("B", 0, clear)])).toHaveLength(2);
    expect(groupOverlappingLabels([point("A", 0, 0), point("B", 0, clear - 1)])).toHaveLength(1);
  });

  it("gives earlier points their names first, whatever their position", () => {
    const groups = groupOverlappingLabels([point("second in the list", 50, 0), point("first", 0, 0)].reverse());
    expect(groups).toEqual([{ x: 0, y: 0, items: ["first", "second in the list"] }]);
  });

  it("reserves room for a group's circle under a narrow name", () => {
    // A 20 px name still reserves the circle's width, so a point 40 px to its side joins it.
    expect(groupOverlappingLabels([point("A", 0, 0, 20), point("B", 40, 0, 20)])).toHaveLength(1);
  });
});
