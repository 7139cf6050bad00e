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
 * `INSERT OR IGNORE` statements for rows that share the first row's columns: re-seeding keeps
 * whatever diners or operators changed since.
 */
export function insertOrIgnore(table: string, rows: readonly Row[]): string[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`);
    statements.push(`INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`);
  }
  return statements;
}
