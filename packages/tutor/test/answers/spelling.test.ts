// "Is it umwana or umwaana?": the spelling the content has, with its meaning.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('which spelling', () => {
  it('names the spelling it knows and says it does not know the other, in either order', () => {
    for (const question of ['is it umwana or umwaana?', 'umwaana or umwana, which is correct?']) {
      const answer = ask(question);
      expect(answer.response).toContain('"umwana" is the spelling I know');
      expect(answer.response).toContain('"child"');
      expect(answer.response).toContain('I don\'t know "umwaana"');
      expect(answer.word).toBe('umwana');
    }
  });

  it('compares two words it knows, and leaves two unknown ones to the other readings', () => {
    expect(ask('is it inka or imbwa?').response).toMatch(/side by side/);
    expect(ask('is it umwaana or umwanaa?').response).not.toContain('the spelling I know');
  });
});
