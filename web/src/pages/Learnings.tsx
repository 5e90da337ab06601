/** Learnings: what each suppressed, and removal with a preview of the issues that will reopen. */
import { Badge, Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api, ApiError, type Learning, type LearningDetail } from '../api';
import { ErrorNote } from '../components/ErrorNote';
import { useApi } from '../hooks';
import { when, ACTION_COLOR } from '../labels';
import { Link } from '../router';
import { useSession } from '../session';

function RemoveDialog({ learningId, onClose, onRemoved }: { learningId: string; onClose: () => void; onRemoved: (reopened: number) => void }) {
  const preview = useApi<LearningDetail>(`/v1/learnings/${encodeURIComponent(learningId)}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    setBusy(true);
    try {
      const result = await api<{ reopenedIssueIds: string[] }>('DELETE', `/v1/learnings/${encodeURIComponent(learningId)}`);
      onRemoved(result.reopenedIssueIds.length);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setBusy(false);
    }
  };
  const suppressed = preview.data?.suppressed ?? [];
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close dialog' }} title="Remove learning" size="lg">
      <Stack>
        <ErrorNote error={preview.error ?? error} />
        {preview.data && (
          <div data-testid="removal-preview">
            <Text>
              Later scans will report findings like this one again.{' '}
              {suppressed.length === 0 ? 'No issue is suppressed by it now: nothing reopens.' : `${suppressed.length} issue${suppressed.length === 1 ? '' : 's'} it suppressed will reopen:`}
            </Text>
            <List size="sm" mt="xs">
              {suppressed.slice(0, 20).map((s) => (
                <List.Item key={s.id}>
                  {s.title} — <span style={{ fontFamily: 'monospace' }}>{s.filePath}:{s.lineNumber}</span> ({s.branch})
                </List.Item>
              ))}
            </List>
            {preview.data.sourceIssueId && (
              <Text size="sm" c="gray.7" mt="xs">
                The issue it came from stays ignored; reopen it on its page if it was a real risk.
              </Text>
            )}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={ACTION_COLOR.danger} onClick={remove} loading={busy} disabled={!preview.data}>
            Remove learning
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LearningsPage() {
  const session = useSession();
  const learnings = useApi<{ learnings: Learning[] }>('/v1/learnings');
  const [removing, setRemoving] = useState<string | null>(null);
  const [note, setNote] = useState<string>();
  const rows = learnings.data?.learnings ?? [];
  return (
    <>
      <Title order={1} mb="sm">
        Learnings
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Ignoring an issue teaches Vigil that findings of the same rule and code shape are not a risk; later scans record them ignored.
      </Text>
      <ErrorNote error={learnings.error} />
      {note && (
        <Text role="status" size="sm" mb="xs">
          {note}
        </Text>
      )}
      {rows.length === 0 && !learnings.loading && <Text>No learning yet: ignore an issue to create one.</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={700}>
          <Table aria-label="Learnings" data-testid="learnings-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Suppresses now</Table.Th>
                <Table.Th>Applied in scans</Table.Th>
                <Table.Th>From issue</Table.Th>
                <Table.Th>Created</Table.Th>
                {session.canTriage && <Table.Th>Action</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.id} data-learning-id={l.id}>
                  <Table.Td ff="monospace" fz="xs">
                    {l.ruleId}
                  </Table.Td>
                  <Table.Td>{l.reason}</Table.Td>
                  <Table.Td>
                    {l.scope === 'project' ? 'whole project' : 'its codebase'}
                    {l.pathPattern ? ` · ${l.pathPattern}` : ''}
                  </Table.Td>
                  <Table.Td>{l.removedAt ? <Badge color="#495057" variant="outline">removed {when(l.removedAt)}</Badge> : `${l.suppressedCount} issue${l.suppressedCount === 1 ? '' : 's'}`}</Table.Td>
                  <Table.Td>{l.appliedCount}</Table.Td>
                  <Table.Td>{l.sourceIssueId ? <Link to={`/issues/${encodeURIComponent(l.sourceIssueId)}`}>open issue</Link> : '—'}</Table.Td>
                  <Table.Td fz="xs">{when(l.createdAt)}</Table.Td>
                  {session.canTriage && (
                    <Table.Td>
                      {!l.removedAt && (
                        <Button size="xs" variant="outline" color={ACTION_COLOR.danger} onClick={() => setRemoving(l.id)} aria-label={`Remove learning: ${l.reason}`}>
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {removing && (
        <RemoveDialog
          learningId={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(n) => {
            setRemoving(null);
            setNote(`Learning removed; ${n} issue${n === 1 ? '' : 's'} reopened.`);
            learnings.reload();
          }}
        />
      )}
    </>
  );
}
