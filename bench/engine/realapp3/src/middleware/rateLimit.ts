import rateLimit from 'express-rate-limit';

export const loginLimiter = rateLimit({ windowMs: 15 * 60 * 1000, max: 10, standardHeaders: true });
export const apiLimiter = rateLimit({ windowMs: 60 * 1000, max: 300 });
export const webhookTestLimiter = rateLimit({ windowMs: 60 * 1000, max: 5 });
