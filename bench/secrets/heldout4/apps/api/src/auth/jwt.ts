import jwt from 'jsonwebtoken';
import { loadConfig } from '../config';

const { JWT_SECRET } = loadConfig();

export interface Claims { sub: string; role: 'user' | 'admin'; }

export function sign(claims: Claims): string {
  return jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256', expiresIn: '15m', issuer: 'https://api.harbor.dev' });
}

export function verify(token: string): Claims {
  return jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], issuer: 'https://api.harbor.dev' }) as Claims;
}

// Tokens for the embedded analytics iframe are signed with the vendor's shared key.
export function signEmbed(dashboardId: number): string {
  return jwt.sign({ resource: { dashboard: dashboardId }, params: {} }, 'N/LpHTFQZgcOHO3OmvMjOl1IGCXjpFRNJqSIhdFWEwWgzD8FiqBz8k6PSu5pb1Tc', { expiresIn: '10m' });
}
