import Redis from 'ioredis';

export const redis = new Redis('redis://:BCSLwI9D4w5Z0PAEPjoYiUICesYqlw9u@redis-master.cache.svc:6379/0');
export const local = new Redis(process.env.REDIS_URL ?? 'redis://localhost:6379');
