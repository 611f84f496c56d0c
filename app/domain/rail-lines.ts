/** Singapore's rail lines by LTA's station codes: free of zod, so the listing's links can be built in the browser. */

/** The line of each station-code prefix in LTA's numbering. */
export const LINE_OF_CODE_PREFIX: Readonly<Record<string, string>> = {
  NS: "North–South Line",
  EW: "East–West Line",
  CG: "East–West Line",
  NE: "North East Line",
  CC: "Circle Line",
  CE: "Circle Line",
  DT: "Downtown Line",
  TE: "Thomson–East Coast Line",
  BP: "Bukit Panjang LRT",
  SW: "Sengkang LRT",
  SE: "Sengkang LRT",
  STC: "Sengkang LRT",
  PW: "Punggol LRT",
  PE: "Punggol LRT",
  PTC: "Punggol LRT",
};

/** The lines the listing filters by, in the order buyers know them. */
export const RAIL_LINES = [...new Set(Object.values(LINE_OF_CODE_PREFIX))];

/** 'circle-line' for 'Circle Line': the listing's URL form of a line. */
export function lineKey(line: string): string {
  return line.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function linesOfCodes(codes: readonly string[]): string[] {
  const lines = codes.map((code) => LINE_OF_CODE_PREFIX[/^[A-Z]+/.exec(code)?.[0] ?? ""]).filter((line): line is string => Boolean(line));
  return [...new Set(lines)];
}
