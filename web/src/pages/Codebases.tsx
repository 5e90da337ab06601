/** Codebases: branches, last scan and its status, open issues by severity. */
import { Anchor, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { query, SEVERITIES, type Codebase, type IssueCounts, type Scan } from '../api';
import { ScanStatusBadge, SeverityBadge } from '../components/Badges';
import { ErrorNote } from '../components/ErrorNote';
import { useApi } from '../hooks';
import { when } from '../labels';
import { Link } from '../router';

function CodebaseRow({ codebase }: { codebase: Codebase }) {
  const id = encodeURIComponent(codebase.id);
  const branches = useApi<{ branches: { name: string; isDefault: boolean }[] }>(`/v1/codebase/${id}/branches`);
  const scans = useApi<{ scans: Scan[] }>(`/v1/codebase/${id}/scans?limit=1`);
  const counts = useApi<IssueCounts>(`/v1/issue-counts${query({ codebaseId: codebase.id, status: 'open' })}`);
  const last = scans.data?.scans[0];
  return (
    <Table.Tr data-codebase-id={codebase.id}>
      <Table.Td>
        <Text fw={600}>{codebase.name}</Text>
        <Text size="xs" c="gray.7">
          {codebase.url ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {branches.error ? (
          <Text size="xs" c="#a61e1e">
            {branches.error}
          </Text>
        ) : (
          (branches.data?.branches ?? []).map((b) => (
            <Anchor key={b.name} component={Link} to={`/issues${query({ codebaseId: codebase.id, branch: b.name })}`} size="sm" mr="xs">
              {b.name}
              {b.isDefault ? ' (default)' : ''}
            </Anchor>
          ))
        )}
      </Table.Td>
      <Table.Td>
        {last ? (
          <Group gap={6}>
            <ScanStatusBadge value={last.status} />
            <Anchor component={Link} to={`/scans${query({ codebaseId: codebase.id })}`} size="sm">
              {last.branch}, {when(last.completedAt ?? last.createdAt)}
            </Anchor>
          </Group>
        ) : scans.loading ? (
          <Loader size="xs" aria-label="Loading" />
        ) : (
          'never scanned'
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {SEVERITIES.filter((s) => (counts.data?.bySeverity[s] ?? 0) > 0).map((s) => (
            <Anchor key={s} component={Link} to={`/issues${query({ codebaseId: codebase.id, status: 'open', severity: s })}`}>
              <Group gap={2}>
                <SeverityBadge value={s} />
                <Text size="sm">
                  {counts.data?.bySeverity[s]}
                  <VisuallyHidden> open {s} issues</VisuallyHidden>
                </Text>
              </Group>
            </Anchor>
          ))}
          {counts.data && counts.data.total === 0 && <Text size="sm">none open</Text>}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function CodebasesPage() {
  const codebases = useApi<Codebase[]>('/v1/codebase');
  return (
    <>
      <Title order={1} mb="sm">
        Codebases
      </Title>
      <ErrorNote error={codebases.error} />
      {codebases.data?.length === 0 && <Text>This project has no codebase yet. An operator adds them with <code>vigil admin codebase add</code>.</Text>}
      {codebases.data && codebases.data.length > 0 && (
        <Table.ScrollContainer minWidth={700}>
          <Table aria-label="Codebases" data-testid="codebases-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Codebase</Table.Th>
                <Table.Th>Branches</Table.Th>
                <Table.Th>Last scan</Table.Th>
                <Table.Th>Open issues by severity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codebases.data.map((c) => (
                <CodebaseRow key={c.id} codebase={c} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
