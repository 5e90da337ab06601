import { Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, get, storeKey, type Session } from '../api';
import { ErrorNote } from '../components/ErrorNote';

/** Sign-in with an API key: checked against /v1/session, then kept in sessionStorage only. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    storeKey(key.trim());
    try {
      onSignedIn(await get<Session>('/v1/session'));
    } catch (e) {
      storeKey(null);
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={440} py={80} component="main">
      <Title order={1} mb="xs">
        Vigil
      </Title>
      <Text c="gray.7" mb="lg">
        Sign in with an API key of your project. The key stays in this browser tab only and is forgotten when you close it.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Stack>
            <PasswordInput label="API key" placeholder="vgl_…" value={key} onChange={(e) => setKey(e.currentTarget.value)} required autoFocus autoComplete="off" />
            <ErrorNote error={error} title="Sign-in failed" />
            <Button type="submit" loading={busy} disabled={key.trim() === ''}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
