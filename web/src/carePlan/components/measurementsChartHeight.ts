/**
 * The measurements chart's height in pixels (MeasurementsChart.tsx). A module of its own: a page
 * keeps this much room for the chart while its lazy chunk loads, without importing the chart.
 */
export const MEASUREMENTS_CHART_HEIGHT = 260;
