/** Visits counted without cookies (migration 030; server/services/stats*.ts). */

/** The day's secret salt: today's row only; a day's is deleted once it is over. */
export interface StatsSaltsTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  salt: string;
}

/** One page view of the last 30 days, with its visit's facts (rolled into stats_days after). */
export interface StatsViewsTable {
  /** Days since 1970-01-01 (core/stats-range.ts dayNumber). */
  day: number;
  /** 48 bits of a hash of the day's salt, the client's address group and its user agent: one day only. */
  visitor: number;
  path: string;
  /** 1: the visit's first page that day (its entry page). */
  entry: number;
  /** Where the visit came from: a campaign's `utm_source`, the referring site, or "direct". */
  source: string;
  medium: string;
  campaign: string;
  /** p, t or d: phone, tablet or desktop (core/visit-source.ts DEVICE_CODES). */
  device: string;
}

/** A day's figures by one dimension (total, page, entry, source, campaign, device) and value. */
export interface StatsDaysTable {
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  views: number;
}
