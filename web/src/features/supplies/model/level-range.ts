import type { SupplyLevelId } from '@lbj/shared';

// The French and English names of consecutive levels that share one list. The levels keep their
// Chilean names ("1º básico"); a heading glosses them with the French class or the English year.

/** How a language joins two levels, and the first and last of more. */
export interface LevelRangeWords {
  /** Each level's name within a phrase ("pre-kínder", "1º básico"). */
  names: Readonly<Record<SupplyLevelId, string>>;
  /** Each level's French class or English year group ("CP", "Year 2"). */
  glosses: Readonly<Record<SupplyLevelId, string>>;
  and: string;
  to: string;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const BASICO = /-basico$/;

/** The first and last names, joined ("1º à 4º básico", "Pre-kínder and kínder"), or ''. */
export function levelRangeTitle(levels: readonly SupplyLevelId[], words: LevelRangeWords): string {
  const first = levels[0];
  const last = levels[levels.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return capitalised(words.names[first]);
  // Two básico levels share the word: "1º à 4º básico".
  const from =
    BASICO.test(first) && BASICO.test(last)
      ? words.names[first].replace(/\s\S+$/, '')
      : words.names[first];
  const joiner = levels.length === 2 ? words.and : words.to;
  return capitalised(`${from} ${joiner} ${words.names[last]}`);
}

/** The same, glossed: "1º à 4º básico (CP à CM1)", "Kínder (Year 1)". */
export function levelRangeHeading(
  levels: readonly SupplyLevelId[],
  words: LevelRangeWords,
): string {
  const first = levels[0];
  const last = levels[levels.length - 1];
  if (first === undefined || last === undefined) return '';
  const title = levelRangeTitle(levels, words);
  if (first === last) return `${title} (${words.glosses[first]})`;
  const joiner = levels.length === 2 ? words.and : words.to;
  return `${title} (${words.glosses[first]} ${joiner} ${words.glosses[last]})`;
}
