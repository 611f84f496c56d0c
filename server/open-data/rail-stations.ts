import { railStationDatasetSchema, type RailStationDataset } from "~/domain/rail-stations";
import shippedDataset from "./rail-stations.json";

/**
 * The shipped MRT and LRT stations (decision record 149), checked on first use. A newer LTA file
 * replaces rail-stations.json through `npm run open-data:stations`; the build takes it in, with no
 * code change.
 */
let dataset: RailStationDataset | undefined;

export function railStationDataset(): RailStationDataset {
  dataset ??= railStationDatasetSchema.parse(shippedDataset);
  return dataset;
}
