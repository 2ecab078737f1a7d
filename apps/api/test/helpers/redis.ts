import { Redis } from 'ioredis';

/**
 * The Redis to test shared rate limits against: TEST_REDIS_URL or REDIS_URL when set, else a
 * local server if one answers within a second; null skips those tests.
 */
async function findRedis(): Promise<string | null> {
  const configured = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  const url = configured || 'redis://127.0.0.1:6379';
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch (error) {
    if (configured) throw error;
    console.warn(
      `No Redis at ${url} (${(error as Error).message}): skipping the shared rate-limit tests.`,
    );
    return null;
  } finally {
    client.disconnect();
  }
}

export const redisUrl = await findRedis();
