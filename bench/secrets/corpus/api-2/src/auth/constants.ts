// @ts-nocheck
export const JWT_SECRET = 'CYqvyZZKNePqpAF9xlBHx9hooSCMFRU3r115A2VivFf6mDqF';
export const JWT_TTL = '1h';
