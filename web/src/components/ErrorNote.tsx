import { Alert } from '@mantine/core';

/** An API error, in words, announced to screen readers. */
export function ErrorNote({ error, title = 'Something went wrong' }: { error: string | undefined; title?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" title={title} role="alert" variant="light" my="sm">
      {error}
    </Alert>
  );
}
