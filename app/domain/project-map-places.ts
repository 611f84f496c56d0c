// Which nearby places the public project map draws (decision records 108 and 111), without zod,
// so the public project page and Location Management share the rule.

/** Rail stations are drawn; bus stops and highways are only listed. */
export function isMapStation(transportType: string): boolean {
  return transportType === "MRT" || transportType === "LRT";
}

/** A school, an amenity, or a station by isMapStation, is drawn when it has both coordinates; key distances never are. */
export function hasMapPosition(place: { latitude: number | null; longitude: number | null }): place is { latitude: number; longitude: number } {
  return place.latitude !== null && place.longitude !== null;
}
