import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { MAX_ORDER_FILES } from './order-words.ts';
import { PEER_CONSULT_MAX_RECORDS, PEER_CONSULT_MESSAGES as M, PEER_CONSULT_QUESTION_MAX } from './peer-consult-words.ts';

export * from './peer-consult-words.ts';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** POST /api/peer-consults: the patient, the question, the pet's records chosen and the vet's own uploads. */
export const peerConsultSchema = z.object({
  petId: id(M.petRequired),
  question: boundedText('Your question', PEER_CONSULT_QUESTION_MAX).min(1, M.questionRequired),
  recordIds: z.array(id(M.recordNotFound)).max(PEER_CONSULT_MAX_RECORDS, `Please attach at most ${PEER_CONSULT_MAX_RECORDS} records`).default([]),
  files: z.array(id(M.filesOnly)).max(MAX_ORDER_FILES, `Please attach at most ${MAX_ORDER_FILES} files`).default([]),
});
export type PeerConsultInput = z.input<typeof peerConsultSchema>;
