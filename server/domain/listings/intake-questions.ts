import type { Conn } from '../../db/knex.ts';
import type { IntakeQuestion } from '../../../contracts/intake.ts';
import { intakeQuestionsSchema } from '../../../contracts/intake-input.ts';
import { checkInput } from '../../../contracts/forms.ts';
import type { Logger } from '../../logger.ts';
import { intakeQuestionsOfListing } from './intake-questions.queries.ts';

/**
 * A stored list read back through the editor's schema: a list that no longer parses (written by hand, or under
 * older rules) reads as no questions, logged, rather than asking something the rules cannot evaluate.
 */
export function parseStoredQuestions(raw: unknown, log?: Pick<Logger, 'warn'> | null, listingId?: number): IntakeQuestion[] {
  const checked = checkInput(intakeQuestionsSchema, (raw ?? []) as never);
  if (checked.data) return checked.data;
  log?.warn({ listingId, problems: checked.fields }, 'intake questions do not parse');
  return [];
}

/** A live listing's questions, for the booking (every type's; the caller picks its type's). */
export async function bookingIntakeQuestions(db: Conn, listingId: number, log?: Pick<Logger, 'warn'> | null): Promise<IntakeQuestion[]> {
  return parseStoredQuestions(await intakeQuestionsOfListing(db, listingId, { live: true }) ?? [], log, listingId);
}

