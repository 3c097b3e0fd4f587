import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { recordSayOf, type RecordSay } from '../../../contracts/record-format.ts';

/** The records' words and formats in the page's (or island's) language, from react-intl. */
export function useRecordSay(): RecordSay {
  const intl = useIntl();
  return useMemo(() => recordSayOf(intl), [intl]);
}
