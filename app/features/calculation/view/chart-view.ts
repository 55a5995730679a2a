/**
 * The charts' fixed coordinate system (the SVG scales it to its container), apart from charts.ts so that the
 * page can draw a chart without loading d3.
 */
export const VIEW = { width: 640, height: 300, left: 64, right: 16, top: 14, bottom: 36 } as const;
