import { ZScheduleInput, type TSchedule } from '@exam/contracts/admin/schedule-entities';
import { z } from 'zod';
import { audienceOf, draftOf, type AudienceDraft } from './audience-picker';
import { isoToZoned, zonedToIso } from '../utils/zoned-time';

/** What the schedule form holds: text as typed, times as the zone's clock reads them. */
export interface ScheduleFormValues {
  setId: string;
  timeZone: string;
  opensAt: string;
  closesAt: string;
  audience: AudienceDraft;
  attemptsAllowed: string;
  clockRule: 'strict' | 'pause-on-silence';
  resultsRelease: 'immediate' | 'at-close' | 'manual';
  /** Empty: a window of its own; a name shared with other windows makes it one of their shifts. */
  sitting: string;
  /** Minutes before the opening that candidates may enter and wait (decision 060); 0: no lobby. */
  lobbyMinutes: string;
}

export const scheduleFormValues = (initial?: TSchedule): ScheduleFormValues => {
  const zone = initial?.timeZone ?? 'Asia/Kolkata';
  return {
    setId: initial ? String(initial.setId) : '',
    timeZone: zone,
    opensAt: initial ? isoToZoned(initial.opensAt, zone) : '',
    closesAt: initial ? isoToZoned(initial.closesAt, zone) : '',
    audience: draftOf(initial?.audience),
    attemptsAllowed: String(initial?.attemptsAllowed ?? 1),
    clockRule: initial?.clockRule ?? 'strict',
    resultsRelease: initial?.resultsRelease ?? 'immediate',
    sitting: initial?.sitting ?? '',
    lobbyMinutes: String(initial?.lobbyMinutes ?? 0),
  };
};

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The form's values turned into the contract's body and judged by its rules (same field names);
 * the body is `unknown` until the contract has judged it.
 */
export const ZScheduleForm = z
  .custom<ScheduleFormValues>()
  .transform((values): unknown => ({
    setId: numberOf(values.setId),
    opensAt: zonedToIso(values.opensAt, values.timeZone) ?? undefined,
    closesAt: zonedToIso(values.closesAt, values.timeZone) ?? undefined,
    timeZone: values.timeZone,
    audience: audienceOf(values.audience),
    attemptsAllowed: numberOf(values.attemptsAllowed),
    clockRule: values.clockRule,
    resultsRelease: values.resultsRelease,
    sitting: values.sitting.trim() === '' ? null : values.sitting,
    lobbyMinutes: numberOf(values.lobbyMinutes) ?? 0,
  }))
  .pipe(ZScheduleInput);
