import { describe, expect, it } from 'vitest';
import { evidenceFrom } from '../src/confidence.ts';
import { agreeingUnit, numberToKinyarwanda, parseDigits, parseEnglishNumber } from '../src/numbers.ts';

const words = (n: number, nounClass?: number) => numberToKinyarwanda(n, nounClass).words;

describe('numberToKinyarwanda', () => {
  it.each([
    [0, 'zeru'],
    [1, 'rimwe'],
    [2, 'kabiri'],
    [3, 'gatatu'],
    [4, 'kane'],
    [5, 'gatanu'],
    [6, 'gatandatu'],
    [7, 'karindwi'],
    [8, 'umunani'],
    [9, 'icyenda'],
    [10, 'icumi'],
    [11, 'cumi na rimwe'],
    [20, 'makumyabiri'],
    [21, 'makumyabiri na rimwe'],
    [28, "makumyabiri n'umunani"],
    [30, 'mirongo itatu'],
    [40, 'mirongo ine'],
    [60, 'mirongo itandatu'],
    [70, 'mirongo irindwi'],
    // 8 and 9 after a multiplier are its own forms, not the counting ones.
    [80, 'mirongo inani'],
    [85, 'mirongo inani na gatanu'],
    [90, 'mirongo icyenda'],
    [99, "mirongo icyenda n'icyenda"],
    [100, 'ijana'],
    [200, 'magana abiri'],
    [600, 'magana atandatu'],
    [300, 'magana atatu'],
    [400, 'magana ane'],
    [500, 'magana atanu'],
    [700, 'magana arindwi'],
    [800, 'magana inani'],
    [900, 'magana cyenda'],
    [1000, 'igihumbi'],
    [1250, 'igihumbi na magana abiri na mirongo itanu'],
    [1100, "igihumbi n'ijana"],
    [2000, 'ibihumbi bibiri'],
    [3000, 'ibihumbi bitatu'],
    [4000, 'ibihumbi bine'],
    [5000, 'ibihumbi bitanu'],
    [6000, 'ibihumbi bitandatu'],
    [7000, 'ibihumbi birindwi'],
    [9000, 'ibihumbi icyenda'],
    [80_000, 'ibihumbi mirongo inani'],
    [8000, 'ibihumbi umunani'],
    [10_000, 'ibihumbi icumi'],
    [1_000_000, 'miliyoni'],
  ])('%i → %s', (n, expected) => {
    expect(words(n)).toBe(expected);
  });

  it('agrees numerals 1–7 with the counted noun class', () => {
    expect(words(2, 2)).toBe('babiri'); // abantu babiri
    expect(words(2, 10)).toBe('ebyiri'); // inka ebyiri
    expect(words(3, 10)).toBe('eshatu');
    expect(words(5, 10)).toBe('eshanu');
    expect(words(2, 8)).toBe('bibiri'); // ibitabo bibiri
    expect(words(4, 6)).toBe('ane'); // amashuri ane
    expect(words(3, 4)).toBe('itatu'); // imisozi itatu
    expect(words(1, 9)).toBe('imwe'); // inka imwe
    expect(words(1, 1)).toBe('umwe'); // umuntu umwe
    expect(words(1, 7)).toBe('kimwe'); // igitabo kimwe
    expect(words(8, 2)).toBe('umunani'); // 8 never agrees
  });

  it('applies Dahl’s law in class 13 (dutatu, tubiri)', () => {
    expect(agreeingUnit(3, 13)).toBe('dutatu');
    expect(agreeingUnit(2, 13)).toBe('tubiri');
  });

  it('is sure only when every part is attested', () => {
    const evidence = evidenceFrom(['igihumbi', 'magana abiri', 'mirongo itanu', 'makumyabiri', 'kabiri']);
    expect(numberToKinyarwanda(1250, 'counting', evidence).sure).toBe(true);
    expect(numberToKinyarwanda(22, 'counting', evidence).sure).toBe(true);
    expect(numberToKinyarwanda(1250).sure).toBe(false);
    // babiri (agreeing with class 2) is not in the evidence.
    expect(numberToKinyarwanda(22, 2, evidence).sure).toBe(false);
    expect(numberToKinyarwanda(80, 'counting', evidence).sure).toBe(false);
  });

  it('rejects numbers outside 0–1,000,000 and fractions', () => {
    expect(() => numberToKinyarwanda(1_000_001)).toThrow(RangeError);
    expect(() => numberToKinyarwanda(-1)).toThrow(RangeError);
    expect(() => numberToKinyarwanda(1.5)).toThrow(RangeError);
  });
});

describe('parsing numbers people type', () => {
  it('reads digits with thousands separators', () => {
    expect(parseDigits('1,250')).toBe(1250);
    expect(parseDigits('1 250')).toBe(1250);
    expect(parseDigits('12500')).toBe(12500);
    expect(parseDigits('1,25')).toBeNull();
    expect(parseDigits('cow')).toBeNull();
  });

  it('reads English number words', () => {
    expect(parseEnglishNumber('twenty five')).toBe(25);
    expect(parseEnglishNumber('twenty-five')).toBe(25);
    expect(parseEnglishNumber('a hundred')).toBe(100);
    expect(parseEnglishNumber('two thousand three hundred and five')).toBe(2305);
    expect(parseEnglishNumber('one million')).toBe(1_000_000);
    expect(parseEnglishNumber('cows')).toBeNull();
  });
});
