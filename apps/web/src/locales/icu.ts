// French messages that take values are ICU MessageFormat strings (plurals by the French rules: 0 and 1 are
// singular), formatted by intl-messageformat. `icu(message, ...names)` gives the function the English module's
// message has: its arguments, in order, are the placeholders `names`.
import { IntlMessageFormat } from 'intl-messageformat';

export function icu<A extends unknown[]>(message: string, ...names: string[]): (...args: A) => string {
  const format = new IntlMessageFormat(message, 'fr');
  return (...args) =>
    String(format.format(Object.fromEntries(names.map((name, index) => [name, args[index] as never]))));
}
