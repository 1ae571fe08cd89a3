import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** What the baseline's product page is asked (its query string). */
export interface ProductPageQuery {
  categoryId?: string;
  page?: string;
  pageSize?: string;
  lang?: string;
}

/** A pool reading the stack's database as the baseline does. */
export function baselinePool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=catalog' });
  // An idle connection dropped by the server (the stack stopping) is replaced on the next query.
  pool.on('error', () => {});
  return pool;
}

/**
 * The baseline's two reads, straight SQL through pg: the product page (its rows and count) and the
 * signed-in profile by session token. The floor (floor.ts) runs the same reads behind a gRPC hop.
 */
export function baselineReads(pool: pg.Pool): BaselineReads {
  return {
    async products(query: ProductPageQuery) {
      const categoryId = Number(query.categoryId ?? 0);
      const pageSize = Number(query.pageSize ?? 20);
      const offset = (Number(query.page ?? 1) - 1) * pageSize;
      const where = categoryId ? 'where p.category_id = $2' : '';
      const params = categoryId ? [query.lang ?? 'ind', categoryId] : [query.lang ?? 'ind'];
      const rows = await pool.query(
        `select p.id, p.category_id, t.title, t.description, p.image_key, p.price, p.discount, p.stock, p.sales, p.created_at
           from product p join product_text t on t.product_id = p.id and t.lang = $1 ${where}
          order by p.created_at desc, p.id desc limit ${pageSize} offset ${offset}`,
        params,
      );
      const total = await pool.query(`select count(*) as total from product p ${categoryId ? 'where p.category_id = $1' : ''}`, categoryId ? [categoryId] : []);
      return { items: rows.rows, total: Number(total.rows[0].total), page: offset / pageSize + 1, pageSize };
    },
    async me(authorization: string): Promise<Record<string, unknown> | undefined> {
      const tokenHash = createHash('sha256').update(authorization).digest('hex');
      const rows = await pool.query(
        `select u.id, u.account, u.account_kind, u.nickname, u.avatar, u.created_at
           from identity.user_session s join identity.user_account u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now()`,
        [tokenHash],
      );
      return rows.rows[0];
    },
  };
}

/** The baseline's two reads, however they are made (straight through pg, or over the floor's gRPC hop). */
export interface BaselineReads {
  products(query: ProductPageQuery): Promise<unknown>;
  /** The session's user, or undefined for no live session. */
  me(authorization: string): Promise<unknown>;
}

/** The baseline's HTTP routes over `reads`: `/products` and `/me` (401 without a live session). */
export function serveReads(server: FastifyInstance, reads: BaselineReads): void {
  server.get<{ Querystring: ProductPageQuery }>('/products', (request) => reads.products(request.query));
  server.get('/me', async (request, reply) => (await reads.me(request.headers.authorization ?? '')) ?? reply.code(401).send({ error: 'unauthorized' }));
}

/**
 * What the read path is compared with: plain Fastify + pg answering the same product page (and the
 * same signed-in profile) from the same rows, without tRPC, gRPC or the ORM in between.
 */
export async function startBaseline(databaseUrl: string): Promise<{ url: string; server: FastifyInstance; stop(): Promise<void> }> {
  const pool = baselinePool(databaseUrl);
  const server = Fastify({ logger: false });
  serveReads(server, baselineReads(pool));
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    server,
    async stop() {
      await server.close();
      await pool.end();
    },
  };
}
