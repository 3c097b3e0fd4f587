import type { IntlShape } from 'react-intl';
import { RECORD_MESSAGES, type SubcategoryDef } from '../../../contracts/health-records.ts';
import { DATE_MESSAGES, RECORD_DATE_LIMITS } from '../../../contracts/record-dates.ts';
import { fieldLabel, recordSayOf } from '../../../contracts/record-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** The form's checks' English sentences (contracts/health-records.ts, record-dates.ts) and their ids. */
const KNOWN: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [RECORD_MESSAGES.selectDate, 'health.form.selectDate'],
  [RECORD_MESSAGES.number, 'health.form.number'],
  [RECORD_MESSAGES.option, 'health.form.option'],
  [RECORD_MESSAGES.failed, 'health.list.failed'],
  [DATE_MESSAGES.future, 'health.form.future'],
  [DATE_MESSAGES.tooFar, 'health.form.tooFar'],
  ['The next due date cannot be before the start date', 'health.form.nextDueStart'],
  ['The next due date cannot be before the date given', 'health.form.nextDueGiven'],
  ['The discharge date cannot be before the admission date', 'health.form.discharge'],
]);

/**
 * A record check's English message (the form's own or the server's field message) in the island's language: the
 * known sentences by id, 'Please enter the <label>' and 'Please select the <label>' with the field's label, a year
 * carried over; anything else as it comes.
 */
export function recordText(intl: IntlShape, def: SubcategoryDef, english: string): string {
  const id = KNOWN.get(english);
  if (id) return intl.formatMessage({ id }, { years: RECORD_DATE_LIMITS.dueYears });
  const old = /^Please enter a date in (\d{4}) or later$/.exec(english);
  if (old) return intl.formatMessage({ id: 'health.form.tooOld' }, { year: old[1] });
  const required = /^Please (enter|select) the (.+)$/.exec(english);
  const field = required && def.fields.find((f) => f.label.toLowerCase() === required[2]);
  if (required && field) {
    const label = fieldLabel(def.key, field, recordSayOf(intl)).toLowerCase();
    return intl.formatMessage({ id: required[1] === 'enter' ? 'health.form.enter' : 'health.form.choose' }, { label });
  }
  return english;
}
