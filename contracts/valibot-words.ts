import { EXPECTED, FORMATS, isMissing, limit, tooBig, tooLong, tooSmall, type Problem } from './limit-words.ts';

/** Our message for a valibot issue (light contracts: `kind` and `type` name the check). */
export function valibotWords(issue: Problem): string {
  const type = issue.type ?? '';
  const input = issue.input;
  if (type === 'max_length' || type === 'max_graphemes' || type === 'max_bytes') {
    return typeof input === 'string' ? tooLong(issue.requirement, input) : `Please choose at most ${limit(issue.requirement)}.`;
  }
  if (type === 'min_length' || type === 'non_empty') {
    return typeof input === 'string' ? tooSmall('string', issue.requirement ?? 1, true, input) : 'Please choose at least one.';
  }
  if (type === 'max_value') return tooBig(undefined, issue.requirement, true, input);
  if (type === 'min_value') return tooSmall(undefined, issue.requirement, true, input);
  if (type === 'email') return FORMATS.email!;
  if (type === 'url') return FORMATS.url!;
  if (type === 'picklist' || type === 'enum' || type === 'literal') return isMissing(input) ? 'Please choose one.' : 'Please choose one of the options offered.';
  if (issue.kind === 'schema' && isMissing(input)) return 'This field is required.';
  if (type === 'number' || type === 'integer') return EXPECTED.number!;
  return isMissing(input) ? 'This field is required.' : 'This value is not valid.';
}
