import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, get } from './api';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** GETs a path and keeps the answer; a new path (or reload) fetches again. `null` fetches nothing. */
export function useApi<T>(path: string | null, options: { pollMs?: number } = {}): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: path !== null });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = useRef(path);
  current.current = path;

  useEffect(() => {
    if (path === null) {
      setState({ loading: false });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    get<T>(path)
      .then((data) => !cancelled && setState({ data, loading: false }))
      .catch((error: unknown) => !cancelled && setState({ error: error instanceof ApiError ? error.message : String(error), loading: false }));
    return () => {
      cancelled = true;
    };
  }, [path, tick]);

  useEffect(() => {
    if (!options.pollMs || path === null) return;
    const timer = setInterval(reload, options.pollMs);
    return () => clearInterval(timer);
  }, [options.pollMs, path, reload]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
