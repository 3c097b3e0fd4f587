import { useCallback, useState } from 'react';
import { checkInput, type Parsable } from '../../contracts/forms.ts';

/** The field messages a contract (a zod schema, classic or mini) finds in `values`: none when they pass. */
export function checkFields<S extends Parsable>(contract: S, values: Parameters<S['safeParse']>[0]): Record<string, string> {
  return checkInput(contract, values).fields ?? {};
}

/**
 * A form's field messages. `show(values)` marks every problem at once (on submit); `follow(field, values)`
 * is called as a field changes: a field already marked follows its value, its message cleared as soon as the
 * value passes (or reworded when its problem changes), so an error never stays red over a value that is now
 * right; a field not marked stays quiet until the next submit. A message the server gave (`setErrors`) clears
 * as its field is edited, unless the local check still finds a problem there.
 */
export function useFieldErrors<V>(check: (values: V) => Record<string, string> = () => ({})) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = useCallback((values: V) => {
    const found = check(values);
    setErrors(found);
    return found;
  }, [check]);
  const follow = useCallback((field: string, values: V) => {
    setErrors((shown) => {
      if (!(field in shown)) return shown;
      const { [field]: _was, ...rest } = shown;
      const now = check(values)[field];
      return now ? { ...rest, [field]: now } : rest;
    });
  }, [check]);
  return { errors, setErrors, show, follow };
}
