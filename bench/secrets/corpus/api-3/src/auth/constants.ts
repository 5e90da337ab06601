// @ts-nocheck
export const JWT_SECRET = 'L4yjnUEpwR2XvaSLZOjWRSXM2EOYbRJD68fXcLZARs4Ovn9a';
export const JWT_TTL = '1h';
