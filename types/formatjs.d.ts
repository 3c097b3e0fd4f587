import type { MessageId } from '../contracts/messages/en.ts';

/** Typed message ids: `formatMessage({ id })` and `<FormattedMessage id>` accept only ids of the catalogue. */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
