/** A value the demo data writes: numbers, text, null, or a boolean stored as 0/1. */
export type SqlValue = string | number | boolean | null;
export type Row = Record<string, SqlValue>;

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

// Multi-row statements keep the seed file short and fast; 100 rows stays far below D1's statement size limit.
const ROWS_PER_STATEMENT = 100;

/**
 * `INSERT OR IGNORE` statements that write every row with exactly its own columns (a column a row leaves out
 * takes the table’s default): consecutive rows with the same columns share a statement, in their order. Re-seeding
 * keeps whatever diners or operators changed since.
 */
export function insertOrIgnore(table: string, rows: readonly Row[]): string[] {
  const statements: string[] = [];
  let columns: string[] = [];
  let values: string[] = [];
  const flush = () => {
    if (values.length > 0) statements.push(`INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`);
    values = [];
  };
  for (const row of rows) {
    const own = Object.keys(row);
    if (values.length === ROWS_PER_STATEMENT || own.join(',') !== columns.join(',')) {
      flush();
      columns = own;
    }
    values.push(`(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`);
  }
  flush();
  return statements;
}
