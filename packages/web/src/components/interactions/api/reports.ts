import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import type { InteractionTarget } from './targets.ts';

/** The reasons a member picks from; the code is stored, moderators read it beside the details. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportValues {
  reason: string;
  details: string;
  url: string;
}

/** Sends a report to the moderators; a 422 names the field it concerns. */
export const sendReport = (target: InteractionTarget, { reason, details, url }: ReportValues) =>
  dataProvider.create('reports', { attributes: { reason, details: details || null, url: url || null }, relationships: { reportable: target.id } }, { reportable: target.type });
