/**
 * The supermarket's aisles of the shopping list (docs/care-plan.md, Shopping list): a small
 * mapping of words of a food's name to its aisle, in the order a shop is usually walked; what
 * matches none goes under 'Altro', last. A word of four letters or more matches the start of a
 * word of the name ('zucchin' matches 'zucchine'), a shorter one the whole word ('uva'); words of
 * more than one word are looked for first ('burro di arachidi' before 'burro').
 */
import type { ShoppingItem } from '@app/schemas/carePlan/carePlan';

export const OTHER_AISLE = 'Altro';

/** Each aisle with its words, '|' between them. */
const AISLE_WORDS: readonly [string, string][] = [
  [
    'Frutta e verdura',
    'frutta|verdur|mela|mele|pera|pere|banan|aranc|mandarin|kiwi|fragol|mirtill|lampon|uva|ananas|limon|avocado|zucchin|carot|spinac|insalat|lattuga|rucola|pomodor|melanzan|peperon|cetriol|finocch|broccol|cavol|zucca|patat|fagiolin|bietol|sedano|radicchio|funghi|champignon|aglio|cipoll|porro|porri|zenzero|basilico|prezzemolo|erba cipollina',
  ],
  [
    'Pane, pasta e cereali',
    'pane|pasta|spaghetti|penne|riso|avena|fiocchi|quinoa|miglio|grano saraceno|farina|gallette|cracker|fette biscottate|cereali|polenta|mais|couscous|biscott',
  ],
  [
    'Carne, pesce e uova',
    'carne|pollo|tacchino|manzo|vitello|maiale|prosciutto|bresaola|pesce|salmone|tonno|merluzzo|orata|branzino|sgombro|alici|gamber|uova|uovo',
  ],
  ['Latte e latticini', 'latte|yogurt|kefir|formagg|parmigiano|grana|mozzarella|ricotta|feta|burro|stracchino|pecorino'],
  [
    'Legumi, frutta secca e semi',
    'legumi|ceci|lenticch|fagioli|piselli|tofu|tempeh|noci|mandorl|nocciol|semi|pistacch|arachid|burro di arachidi',
  ],
  ['Olio, condimenti e spezie', 'olio|aceto|sale|pepe|spezie|cannella|curcuma|origano|rosmarino|salvia|timo|miele|sciroppo|senape|salsa'],
  ['Bevande', 'acqua|te|tisana|infuso|caffe|bevanda|succo'],
];

export const AISLES = AISLE_WORDS.map(([name, words]) => ({ name, words: words.split('|') }));

/** Lowercase, without accents, words of letters only. */
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase('it-IT')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);

const matches = (word: string, keyword: string) => (keyword.length >= 4 ? word.startsWith(keyword) : word === keyword);

/** The aisle of a food by its name, 'Altro' when no word of the mapping matches. */
export function aisleOf(food: string): string {
  const words = wordsOf(food);
  const joined = ` ${words.join(' ')} `;
  for (const aisle of AISLES)
    if (aisle.words.some((keyword) => keyword.includes(' ') && joined.includes(` ${keyword} `))) return aisle.name;
  for (const word of words)
    for (const aisle of AISLES) if (aisle.words.some((keyword) => !keyword.includes(' ') && matches(word, keyword))) return aisle.name;
  return OTHER_AISLE;
}

/** The list by aisle, in the aisles' order with 'Altro' last; within an aisle the list's own order. Empty aisles are left out. */
export function byAisle(items: readonly ShoppingItem[]): { aisle: string; items: ShoppingItem[] }[] {
  const groups = new Map<string, ShoppingItem[]>([...AISLES.map((aisle) => aisle.name), OTHER_AISLE].map((name) => [name, []]));
  for (const item of items) groups.get(aisleOf(item.food))!.push(item);
  return [...groups].filter(([, grouped]) => grouped.length > 0).map(([aisle, grouped]) => ({ aisle, items: grouped }));
}
