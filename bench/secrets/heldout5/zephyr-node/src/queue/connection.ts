import amqp from 'amqplib';
import { createClient } from 'redis';

export const rabbit = amqp.connect('amqp://zephyr:Heron267Cinder14@mq.zephyr.internal:5672/zephyr');
export const redis = createClient({ url: process.env.REDIS_URL, password: '140f374e6bfc' });
export const localRedis = createClient({ url: 'redis://localhost:6379' });
