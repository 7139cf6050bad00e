import { it } from 'vitest';
import { providerEnv as env } from './seed-database';
it('scratch', async () => {
  const db = env.DB;

  await db.prepare(`CREATE VIRTUAL TABLE t USING fts5(a UNINDEXED, name, x, tokenize = 'trigram remove_diacritics 1')`).run();
  await db.prepare(`INSERT INTO t (rowid, a, name, x) VALUES (17, 1, '金莲寿司', 'Sushi Café'), (18, 2, 'Golden Lotus Sushi', '寿司 日本料理')`).run();
  console.log(await db.prepare(`SELECT rowid, a, bm25(t, 0, 10, 1) AS r FROM t WHERE t MATCH ? ORDER BY r`).bind('"sushi"').all());
  console.log(await db.prepare(`WITH m AS MATERIALIZED (SELECT a, bm25(t, 0, 10, 1) AS r FROM t WHERE t MATCH ?) SELECT a, MIN(r) AS r FROM m GROUP BY a`).bind('"cafe"').all());
  console.log(await db.prepare(`SELECT rowid FROM t WHERE t MATCH ?`).bind('"寿司"').all());
  console.log(await db.prepare(`SELECT rowid FROM t WHERE name LIKE ?`).bind('%寿司%').all());
  console.log(await db.prepare(`SELECT sin(1) s, sqrt(4) q`).first());
});
