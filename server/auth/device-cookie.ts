import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/connect.ts';

/**
 * Device cookies (OWASP's defence against account lock-out): a successful sign-in leaves a cookie naming the account,
 * signed with HMAC-SHA256. A later sign-in that brings a valid one for the account it names counts its failures on
 * that device alone, so a flood of wrong passwords from elsewhere, which locks out untrusted clients, never locks the
 * owner's known devices. The cookie is HttpOnly, SameSite=Strict, Secure over https, and lasts DEVICE_COOKIE_DAYS.
 */
export const DEVICE_COOKIE = 'stride_device';
const DEVICE_COOKIE_DAYS = Number(process.env.DEVICE_COOKIE_DAYS ?? 365);

/** The secrets the server makes when none is configured (migration 0015_server_secrets). */
const serverSecrets = pgTable('server_secrets', { name: text('name').primaryKey(), value: text('value').notNull() });

/** A known device: the account its cookie names and the cookie's own random id. */
export interface Device {
  userId: number;
  id: string;
}

export class DeviceCookies {
  private readonly db: Db;
  private readonly secret: string | undefined;
  private key: Promise<Buffer> | undefined;

  /** `secret`: DEVICE_COOKIE_SECRET; without it, a random key kept in `server_secrets`, the same for every process. */
  constructor(db: Db, secret: string | undefined = process.env.DEVICE_COOKIE_SECRET || undefined) {
    this.db = db;
    this.secret = secret;
  }

  private signingKey(): Promise<Buffer> {
    if (!this.key) {
      this.key = this.secret ? Promise.resolve(Buffer.from(this.secret)) : this.storedKey();
      // A failed read is tried again at the next sign-in.
      this.key.catch(() => (this.key = undefined));
    }
    return this.key;
  }

  private async storedKey(): Promise<Buffer> {
    const fresh = randomBytes(32).toString('base64url');
    // The first process to get here writes the key; every other one reads that one.
    await this.db.insert(serverSecrets).values({ name: 'device-cookie', value: fresh }).onConflictDoNothing();
    const [row] = await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'device-cookie'));
    return Buffer.from(row!.value, 'base64url');
  }

  private async signature(payload: string): Promise<Buffer> {
    return createHmac('sha256', await this.signingKey())
      .update(payload)
      .digest();
  }

  /** The device of the request's cookie when its signature is valid, else null. */
  async read(c: Context): Promise<Device | null> {
    const [user, id, mac, ...rest] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
    const userId = Number(user);
    if (rest.length || !id || !mac || !Number.isInteger(userId) || userId <= 0) return null;
    const expected = await this.signature(`${userId}.${id}`);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, id } : null;
  }

  /** Sets a new device cookie for the account (each sign-in gets a new id). `secure`: the request came over https. */
  async issue(c: Context, userId: number, secure: boolean): Promise<void> {
    const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
    const mac = (await this.signature(payload)).toString('base64url');
    setCookie(c, DEVICE_COOKIE, `${payload}.${mac}`, {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }
}

/** Whether the request came over https: its own URL, or behind a trusted proxy (TRUST_PROXY) the proxy's X-Forwarded-Proto. */
export function isHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy > 0 && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}
