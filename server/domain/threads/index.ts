/** What other areas may use of the threads' tables: erasing an owner's messages, and transcripts (record PDF, data exports). */
export { eraseMessagesOf } from './owner-erasure.queries.ts';
export {
  transcriptsOfClinic, transcriptsOfOwner, transcriptsOfPet, type Transcript, type TranscriptMessage, type TranscriptReader,
} from './transcripts.queries.ts';
