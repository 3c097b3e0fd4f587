import { scaleLinear, scaleUtc } from 'd3-scale';

/**
 * The axes of readings over time, one set of rules for every drawing of them (the page's SVG, the record
 * PDF): the x axis is time, so the gap between two points is the time between their days; the y axis is
 * widened around the readings and rounded out to its ticks, so no reading sits on an axis and both ends
 * carry a label. Pure geometry in domain units: each drawing maps them to its own range.
 */

const DAY_MS = 86_400_000;

/** A calendar day 'YYYY-MM-DD' as the epoch ms of its UTC midnight. */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export interface AxisTick {
  /** Where it falls, in the axis's domain units (epoch ms for time, the reading's unit for values). */
  at: number;
  label: string;
}

export interface Axis {
  domain: [number, number];
  ticks: AxisTick[];
}

const LABEL_FORMATS = new Map<string, { MONTH: Intl.DateTimeFormat; MONTH_YEAR: Intl.DateTimeFormat; DAY: Intl.DateTimeFormat }>();

/** The axis's date formats for a locale ('en-US', 'es-US'), made once. */
function labelFormats(locale: string) {
  let formats = LABEL_FORMATS.get(locale);
  if (!formats) {
    formats = {
      MONTH: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
      MONTH_YEAR: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      DAY: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    };
    LABEL_FORMATS.set(locale, formats);
  }
  return formats;
}

/** Labels at the grain the ticks fall on: years ('2026'), months ('Jan 2026', then 'Apr' within that year), or days ('Mar 4'). */
function timeLabels(ticks: readonly number[], locale: string): string[] {
  const { MONTH, MONTH_YEAR, DAY } = labelFormats(locale);
  const dates = ticks.map((t) => new Date(t));
  if (dates.every((d) => d.getUTCMonth() === 0 && d.getUTCDate() === 1)) return dates.map((d) => String(d.getUTCFullYear()));
  if (dates.every((d) => d.getUTCDate() === 1)) {
    return dates.map((d, i) => (i === 0 || d.getUTCMonth() === 0 ? MONTH_YEAR : MONTH).format(d));
  }
  return dates.map((d) => DAY.format(d));
}

/**
 * The time axis of readings taken on `days`: from the first day to the last (a lone day in the middle of
 * the two around it), with about `count` ticks at whole days, weeks, months or years (at most 6).
 */
export function timeAxis(days: readonly string[], count: number, locale = 'en-US'): Axis {
  const times = days.map(dayTime);
  let low = Math.min(...times);
  let high = Math.max(...times);
  if (low === high) {
    low -= DAY_MS;
    high += DAY_MS;
  }
  // Readings are days: d3 would tick every few hours across a short span.
  let ticks = scaleUtc().domain([low, high]).ticks(count).map((d) => d.getTime()).filter((t) => t % DAY_MS === 0);
  while (ticks.length > 6) ticks = ticks.filter((_, i) => i % 2 === 0);
  const labels = timeLabels(ticks, locale);
  return { domain: [low, high], ticks: ticks.map((at, i) => ({ at, label: labels[i] })) };
}

/**
 * The value axis of `values`: their range widened by a tenth each way (a lone value by 5%, at least 1), then
 * rounded out to about `count` ticks, so the lowest reading is above the axis and the axis's ends are ticks.
 */
export function valueAxis(values: readonly number[], count: number): Axis {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high > low ? (high - low) / 10 : Math.max(1, Math.abs(low) * 0.05);
  const scale = scaleLinear().domain([low - pad, high + pad]).nice(count);
  const ticks = scale.ticks(count);
  const format = scale.tickFormat(count);
  const [from, to] = scale.domain();
  return { domain: [Math.min(from, ticks[0]), Math.max(to, ticks[ticks.length - 1])], ticks: ticks.map((at) => ({ at, label: format(at) })) };
}

/** Where `at` falls along `axis`, from 0 (its first end) to 1 (its last). */
export function axisShare(axis: Axis, at: number): number {
  const [from, to] = axis.domain;
  return to === from ? 0.5 : (at - from) / (to - from);
}
