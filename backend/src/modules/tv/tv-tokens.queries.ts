// Reads over the showroom screens (the `tv-screens` projection's table): the admin's list, and the screen a token
// opens. A token is looked up by its SHA-256 only, after its shape is checked: a string of another shape, an unknown
// token and a revoked one are all "no screen".
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isTvTokenShape, type TvScreen } from '@tint/libs/tv';

/** What tv_screens keeps of a token (hex SHA-256). */
export const tvTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

type ScreenRow = { id: string; name: string; created_at: Date };

const toScreen = (row: ScreenRow): TvScreen => ({ id: row.id, name: row.name, createdAt: row.created_at.toISOString() });

@Injectable()
export class TvScreensQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Every screen that stands (one when `id` is given), newest first. */
  async list(id?: string): Promise<TvScreen[]> {
    const rows = await this.dataSource.query<ScreenRow[]>(
      `SELECT id, name, created_at FROM tv_screens ${id ? 'WHERE id = $1' : ''} ORDER BY created_at DESC, id`,
      id ? [id] : [],
    );
    return rows.map(toScreen);
  }

  /** The screen this token opens, or null (malformed, unknown or revoked). */
  async byToken(token: unknown): Promise<TvScreen | null> {
    if (!isTvTokenShape(token)) return null;
    const [row] = await this.dataSource.query<ScreenRow[]>('SELECT id, name, created_at FROM tv_screens WHERE token_hash = $1', [tvTokenHash(token)]);
    return row ? toScreen(row) : null;
  }

  /** Whether the screen still stands (asked by its live stream at each heartbeat). */
  async isLive(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM tv_screens WHERE id = $1', [id]);
    return rows.length > 0;
  }
}
