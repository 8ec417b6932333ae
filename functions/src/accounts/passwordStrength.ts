import { WEAK_PASSWORD_PREFIX } from '@app/schemas/accounts/account';

import { Invalid } from '../shared/domainErrors';

/** The least zxcvbn score a new password must reach: 3 of 4, "safely unguessable" against online attacks. */
export const MIN_PASSWORD_SCORE = 3;

type Checker = (password: string, userInputs: string[]) => { score: number; warning: string | null; suggestions: string[] };

let checker: Promise<Checker> | undefined;

/**
 * zxcvbn with the common password lists, the Italian words, first names and surnames and its Italian
 * feedback, built once per instance on the first password it checks: the dictionaries are large,
 * so no other request loads them.
 */
function strengthChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, italian] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-it'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...italian.dictionary },
      graphs: common.adjacencyGraphs,
      translations: italian.translations,
    });
    return (password, userInputs) => {
      const result = factory.check(password, userInputs);
      return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
    };
  })();
  return checker;
}

/**
 * Refuses a weak or common new password (sign-up, change, reset, invitation) with a 400 that says
 * why in Italian: zxcvbn's own warning when it has one ('Questa è una password molto comune'),
 * then its first suggestion. `userInputs` are the person's name and e-mail, which make a password
 * easy to guess for whoever knows them. The length (at least 10) is the shared schema's.
 */
export async function requireStrongPassword(password: string, userInputs: string[]): Promise<void> {
  const check = await strengthChecker();
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[\s@.]+/)).filter((part) => part.length >= 3);
  const { score, warning, suggestions } = check(password, inputs);
  if (score >= MIN_PASSWORD_SCORE) return;
  const why = [warning, suggestions[0]].filter(Boolean).join(' ');
  throw new Invalid(
    `${WEAK_PASSWORD_PREFIX}${why ? ` ${why}` : ''} Scegline una più lunga o meno prevedibile, ad esempio tre o quattro parole a caso.`,
  );
}
