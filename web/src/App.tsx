import { ACTION_COLOR } from './labels';
import { AppShell, Badge, Button, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, get, storedKey, storeKey, type Session } from './api';
import { ErrorNote } from './components/ErrorNote';
import { Link, navigate, useLocation } from './router';
import { SessionContext, type SessionState } from './session';
import { SignIn } from './pages/SignIn';
import { IssuesPage } from './pages/Issues';

const CodebasesPage = lazy(() => import('./pages/Codebases').then((m) => ({ default: m.CodebasesPage })));
const ScansPage = lazy(() => import('./pages/Scans').then((m) => ({ default: m.ScansPage })));
const IssueDetailPage = lazy(() => import('./pages/IssueDetail').then((m) => ({ default: m.IssueDetailPage })));
const LearningsPage = lazy(() => import('./pages/Learnings').then((m) => ({ default: m.LearningsPage })));

const NAV = [
  { to: '/codebases', label: 'Codebases' },
  { to: '/scans', label: 'Scans' },
  { to: '/issues', label: 'Issues' },
  { to: '/learnings', label: 'Learnings' },
];

function Page({ path }: { path: string }) {
  const issue = /^\/issues\/([^/]+)$/.exec(path);
  if (issue) return <IssueDetailPage issueId={decodeURIComponent(issue[1])} />;
  switch (path) {
    case '/codebases':
      return <CodebasesPage />;
    case '/scans':
      return <ScansPage />;
    case '/issues':
      return <IssuesPage />;
    case '/learnings':
      return <LearningsPage />;
    default:
      return <ErrorNote title="Page not found" error={`There is no page at ${path}. Choose one in the menu.`} />;
  }
}

export function App() {
  const { path } = useLocation();
  const [session, setSession] = useState<Session | null>(null);
  const [checking, setChecking] = useState(storedKey() !== null);
  const [error, setError] = useState<string>();

  const signOut = useCallback(() => {
    storeKey(null);
    setSession(null);
  }, []);

  // A key kept in this tab from before a reload: ask the server who it is.
  useEffect(() => {
    if (storedKey() === null) return;
    get<Session>('/v1/session')
      .then(setSession)
      .catch((e: unknown) => {
        storeKey(null);
        setError(e instanceof ApiError ? e.message : String(e));
      })
      .finally(() => setChecking(false));
  }, []);

  useEffect(() => {
    const onUnauthorized = () => signOut();
    window.addEventListener('vigil:unauthorized', onUnauthorized);
    return () => window.removeEventListener('vigil:unauthorized', onUnauthorized);
  }, [signOut]);

  useEffect(() => {
    if (session && path === '/') navigate('/issues', { replace: true });
  }, [session, path]);

  const state = useMemo<SessionState | null>(
    () =>
      session && {
        ...session,
        canTriage: session.permissions.includes('issue:update'),
        canScan: session.permissions.includes('codebase:scan'),
        signOut,
      },
    [session, signOut],
  );

  if (checking) return <Loader m="xl" aria-label="Loading" />;
  if (!state) {
    return (
      <>
        {error && <ErrorNote error={error} title="Signed out" />}
        <SignIn onSignedIn={(s) => { setError(undefined); setSession(s); if (window.location.pathname === '/') navigate('/issues', { replace: true }); }} />
      </>
    );
  }

  return (
    <SessionContext.Provider value={state}>
      <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 'sm' }} padding="md">
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between">
            <Group gap="sm">
              <Title order={2} size="h3">
                Vigil
              </Title>
              <Text size="sm" data-testid="project-name">
                Project <strong>{state.projectName}</strong>
              </Text>
              <Badge variant="filled" color={ACTION_COLOR.open} data-testid="role">
                {state.role.replace('_', ' ')}
              </Badge>
            </Group>
            <Button variant="subtle" size="xs" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label="Main">
          {NAV.map((item) => {
            const active = path === item.to || (item.to === '/issues' && path.startsWith('/issues/'));
            return <NavLink key={item.to} component={Link} to={item.to} label={item.label} active={active} aria-current={active ? 'page' : undefined} />;
          })}
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<Loader aria-label="Loading page" />}>
            <Page path={path} />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </SessionContext.Provider>
  );
}
