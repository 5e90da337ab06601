// @ts-nocheck
export const JWT_SECRET = '4y1RZ35LDEt0Lp2I6EbxMLXOFxZuyCx4uTbkMR8qIMIbJ65A';
export const JWT_TTL = '1h';
