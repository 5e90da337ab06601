/** Who is signed in: the key (sessionStorage) and what /v1/session says of it (project, role). */
import { createContext, useContext } from 'react';
import type { Session } from './api';

export interface SessionState extends Session {
  canTriage: boolean;
  canScan: boolean;
  signOut: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}
