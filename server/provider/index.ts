import { Hono } from 'hono';
const app = new Hono<{ Bindings: { DB: D1Database } }>();
app.get('/health', async (c) => c.json(await c.env.DB.prepare('select 1 as one').first()));
export default app;
