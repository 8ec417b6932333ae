/** The failure messages of the index check: each missing index as JSON ready to paste. */
import type { QueryShape } from '../../functions/src/shared/queryShapes';
import { INDEX_FILE } from './indexFile';
import type { IndexCheck } from './requiredIndex';

/** One line per query: `orders: userId ==, order by createdAt DESCENDING`. */
export function describeShape(shape: QueryShape): string {
  const clauses = [
    ...shape.equalities.map((field) => `${field} ==`),
    ...shape.arrayContains.map((field) => `${field} array-contains`),
    ...shape.inequalities.map((field) => `${field} <>`),
    ...shape.orderBy.map((order) => `order by ${order.field} ${order.direction}`),
  ];
  const scope = shape.scope === 'COLLECTION_GROUP' ? ' (collectionGroup)' : '';
  return `${shape.collection}${scope}: ${clauses.join(', ') || 'tutti i documenti'}`;
}

export function indexProblems(check: IndexCheck): string[] {
  const problems: string[] = [];
  for (const { index, queries } of check.missing) {
    problems.push(
      `Manca un indice composto in ${INDEX_FILE}: aggiungi a "indexes"\n${JSON.stringify(index, null, 2)}\n` +
        `per ${queries.length === 1 ? 'la query' : 'le query'}\n${queries.map((query) => `  ${describeShape(query)}`).join('\n')}`,
    );
  }
  for (const { shape, fields } of check.exempt) {
    problems.push(
      `${INDEX_FILE} esclude dagli indici automatici ${fields.join(', ')} (fieldOverrides), ma la query lo usa: ${describeShape(shape)}`,
    );
  }
  for (const index of check.unused) {
    problems.push(
      `Nessuna query usa questo indice di ${INDEX_FILE}: toglilo, o aggiungi il test che esegue la sua query\n${JSON.stringify(index, null, 2)}`,
    );
  }
  return problems;
}
