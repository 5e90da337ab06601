/**
 * One issue: the snippet with its line highlighted, the data-flow trace as numbered steps,
 * description, remediation, history (who changed what and why), and triage (c close, o reopen,
 * i ignore from the keyboard too).
 */
import { Anchor, Badge, Box, Button, Code, Group, Loader, Paper, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type HistoryEvent, type Issue } from '../api';
import { SeverityBadge, StatusBadge } from '../components/Badges';
import { ErrorNote } from '../components/ErrorNote';
import { TriageDialog, type TriageAction } from '../components/TriageDialog';
import { useApi } from '../hooks';
import { CATEGORY_LABEL, when, ACTION_COLOR } from '../labels';
import { Link } from '../router';
import { useSession } from '../session';

function Snippet({ issue }: { issue: Issue }) {
  const lines = issue.codeSnippet.split('\n');
  return (
    <Box component="pre" data-testid="snippet" aria-label={`Code at ${issue.filePath} line ${issue.lineNumber}`} m={0} p="xs" style={{ overflowX: 'auto', background: 'var(--mantine-color-gray-0)', borderRadius: 4, fontSize: 13 }}>
      {lines.map((line, i) => {
        const number = issue.lineNumber + i;
        const highlighted = number === issue.lineNumber;
        return (
          <div key={i} data-highlighted={highlighted || undefined} style={highlighted ? { background: 'var(--mantine-color-yellow-2)', fontWeight: 600 } : undefined}>
            <span aria-hidden="true" style={{ display: 'inline-block', width: '4ch', color: 'var(--mantine-color-gray-7)', userSelect: 'none' }}>
              {number}
            </span>
            {highlighted && <VisuallyHidden>(flagged line) </VisuallyHidden>}
            <code>{line}</code>
          </div>
        );
      })}
    </Box>
  );
}

function describeEvent(event: HistoryEvent): string {
  const move = event.fromStatus ? `${event.fromStatus} → ${event.toStatus}` : `found, ${event.toStatus}`;
  const who = event.actor ? `by ${event.actor.name ?? 'an API key'}${event.actor.role ? ` (${event.actor.role.replace('_', ' ')})` : ''}` : event.scanId ? 'by a scan' : event.learningId ? 'by a learning' : '';
  return `${move} ${who}`.trim();
}

export function IssueDetailPage({ issueId }: { issueId: string }) {
  const session = useSession();
  const path = `/v1/issues/${encodeURIComponent(issueId)}`;
  const issue = useApi<Issue>(path);
  const history = useApi<{ events: HistoryEvent[]; detections: { scanId: string; foundAt: string }[] }>(`${path}/history`);
  const [dialog, setDialog] = useState<TriageAction | null>(null);
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();

  const reload = useCallback(() => {
    issue.reload();
    history.reload();
  }, [issue, history]);

  const change = useCallback(
    async (status: 'open' | 'closed') => {
      try {
        await api('PATCH', path, { status });
        setNote(status === 'open' ? 'Issue reopened.' : 'Issue closed.');
        setError(undefined);
        reload();
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      }
    },
    [path, reload],
  );

  useEffect(() => {
    if (!session.canTriage) return;
    const onKey = (event: KeyboardEvent) => {
      const el = event.target as HTMLElement;
      if (dialog || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === 'c') void change('closed');
      else if (event.key === 'o') void change('open');
      else if (event.key === 'i') setDialog('ignored');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session.canTriage, dialog, change]);

  if (issue.error) return <ErrorNote error={issue.error} title="The issue could not be loaded" />;
  if (!issue.data) return <Loader aria-label="Loading the issue" />;
  const i = issue.data;
  const trace = i.trace ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/issues" size="sm">
        ← Issues
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {i.title}
        </Title>
        <SeverityBadge value={i.severity} />
        <StatusBadge value={i.status} />
      </Group>
      <Text size="sm" c="gray.7">
        {CATEGORY_LABEL[i.category] ?? i.category}
        {i.cwe ? ` · ${i.cwe}` : ''}
        {i.ruleId ? ` · rule ${i.ruleId}` : ''} · branch {i.branch} · found {when(i.createdAt)}
      </Text>
      <ErrorNote error={error} title="The change failed" />
      {note && (
        <Text role="status" size="sm">
          {note}
        </Text>
      )}
      {session.canTriage && (
        <Group gap="xs">
          <Button size="xs" color={ACTION_COLOR.closed} onClick={() => change('closed')} disabled={i.status === 'closed'}>
            Close (c)
          </Button>
          <Button size="xs" color={ACTION_COLOR.open} onClick={() => change('open')} disabled={i.status === 'open'}>
            Reopen (o)
          </Button>
          <Button size="xs" color={ACTION_COLOR.ignored} onClick={() => setDialog('ignored')} disabled={i.status === 'ignored'}>
            Ignore… (i)
          </Button>
        </Group>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="code-heading">
        <Title order={2} size="h4" id="code-heading" mb="xs">
          Code
        </Title>
        <Text size="sm" ff="monospace" mb="xs">
          {i.filePath}:{i.lineNumber}
        </Text>
        <Snippet issue={i} />
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="trace-heading">
        <Title order={2} size="h4" id="trace-heading" mb="xs">
          Data flow
        </Title>
        {trace.length === 0 ? (
          <Text size="sm">This finding has no data-flow trace (it was matched by a pattern or a secrets rule).</Text>
        ) : (
          <ol data-testid="trace" style={{ margin: 0, paddingLeft: '1.5em' }}>
            {trace.map((step, n) => (
              <li key={n} style={{ marginBottom: 6 }}>
                <Text size="sm" span fw={600}>
                  {n === 0 ? 'Source' : n === trace.length - 1 ? 'Sink' : `Step ${n + 1}`}
                </Text>{' '}
                <Text size="sm" span ff="monospace">
                  {step.filePath}:{step.line}
                </Text>
                <div>
                  <Code>{step.message}</Code>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="about-heading">
        <Title order={2} size="h4" id="about-heading" mb="xs">
          Description
        </Title>
        <Text size="sm" mb="md" style={{ whiteSpace: 'pre-wrap' }}>
          {i.description}
        </Text>
        <Title order={2} size="h4" mb="xs">
          Remediation
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {i.remediation}
        </Text>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="history-heading">
        <Title order={2} size="h4" id="history-heading" mb="xs">
          History
        </Title>
        <ErrorNote error={history.error} />
        {history.data && (
          <>
            <Text size="sm" mb="sm">
              Found by {history.data.detections.length} scan{history.data.detections.length === 1 ? '' : 's'}
              {history.data.detections.length ? `, first ${when(history.data.detections[0].foundAt)}` : ''}.
            </Text>
            {history.data.events.length === 0 ? (
              <Text size="sm">No status change yet.</Text>
            ) : (
              <Timeline bulletSize={14} lineWidth={2} data-testid="history">
                {history.data.events.map((e) => (
                  <Timeline.Item key={e.id} title={describeEvent(e)}>
                    <Text size="xs" c="gray.7">
                      {when(e.createdAt)}
                    </Text>
                    {e.reason && <Text size="sm">“{e.reason}”</Text>}
                    {e.learningId && (
                      <Badge size="xs" variant="light" color={ACTION_COLOR.ignored}>
                        learning {e.learningId}
                      </Badge>
                    )}
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </>
        )}
      </Paper>

      {dialog && (
        <TriageDialog
          targets={[i]}
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setNote('Issue ignored; a learning was recorded.');
            reload();
          }}
        />
      )}
    </Stack>
  );
}
