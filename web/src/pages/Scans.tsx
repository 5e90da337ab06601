/**
 * Scans of a codebase: status, live progress (polled while a scan runs), duration, failure
 * reason; and a scan start with a branch picker and, optionally, a file picker.
 */
import { Button, Group, MultiSelect, Paper, Progress, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, ApiError, query, type Codebase, type RepoFile, type Scan } from '../api';
import { ScanStatusBadge } from '../components/Badges';
import { ErrorNote } from '../components/ErrorNote';
import { useApi } from '../hooks';
import { duration, when } from '../labels';
import { Link, navigate, useLocation, withParams } from '../router';
import { useSession } from '../session';

const PAGE = 20;

function running(scan: Scan): boolean {
  return scan.status === 'pending' || scan.status === 'in_progress' || scan.status === 'running';
}

function StartScan({ codebase, onStarted }: { codebase: Codebase; onStarted: () => void }) {
  const id = encodeURIComponent(codebase.id);
  const branches = useApi<{ branches: { name: string; isDefault: boolean }[] }>(`/v1/codebase/${id}/branches`);
  const [branch, setBranch] = useState<string | null>(null);
  const [onlyFiles, setOnlyFiles] = useState(false);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chosen = branch ?? branches.data?.branches.find((b) => b.isDefault)?.name ?? branches.data?.branches[0]?.name ?? null;
  const files = useApi<{ files: RepoFile[] }>(onlyFiles && chosen ? `/v1/codebase/${id}/files${query({ branchName: chosen })}` : null);

  useEffect(() => setFileIds([]), [chosen]);

  const start = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(undefined);
    try {
      await api('POST', '/v1/scan-workflows/start', { codebaseId: codebase.id, branch: chosen, ...(onlyFiles ? { scanSpecificFiles: true, fileIds } : {}) });
      onStarted();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="start-heading">
      <Title order={2} size="h4" id="start-heading" mb="xs">
        Start a scan
      </Title>
      <Stack gap="sm">
        <Group align="flex-end">
          <Select label="Branch" data={(branches.data?.branches ?? []).map((b) => ({ value: b.name, label: b.isDefault ? `${b.name} (default)` : b.name }))} value={chosen} onChange={setBranch} searchable allowDeselect={false} w={240} error={branches.error} />
          <Switch label="Only chosen files" checked={onlyFiles} onChange={(e) => setOnlyFiles(e.currentTarget.checked)} mb={6} />
          <Button onClick={start} loading={busy} disabled={!chosen || (onlyFiles && fileIds.length === 0)}>
            Start scan
          </Button>
        </Group>
        {onlyFiles && (
          <MultiSelect
            label="Files to scan"
            placeholder={files.loading ? 'Loading the files of the branch…' : 'Type to search'}
            data={(files.data?.files ?? []).filter((f) => f.isIndexed).map((f) => ({ value: f.fileId, label: f.filePath }))}
            value={fileIds}
            onChange={setFileIds}
            searchable
            limit={200}
            maxDropdownHeight={260}
            error={files.error}
          />
        )}
        <ErrorNote error={error} title="The scan could not start" />
      </Stack>
    </Paper>
  );
}

export function ScansPage() {
  const { search } = useLocation();
  const session = useSession();
  const codebases = useApi<Codebase[]>('/v1/codebase');
  const codebaseId = search.get('codebaseId') ?? codebases.data?.[0]?.id;
  const offset = Number(search.get('offset') ?? 0);
  const [live, setLive] = useState(false);
  const scans = useApi<{ scans: Scan[]; total: number }>(codebaseId ? `/v1/codebase/${encodeURIComponent(codebaseId)}/scans${query({ branch: search.get('branch'), limit: PAGE, offset })}` : null, {
    pollMs: live ? 1500 : undefined,
  });
  useEffect(() => setLive((scans.data?.scans ?? []).some(running)), [scans.data]);
  const codebase = codebases.data?.find((c) => c.id === codebaseId);
  const total = scans.data?.total ?? 0;

  return (
    <>
      <Title order={1} mb="sm">
        Scans
      </Title>
      <ErrorNote error={codebases.error ?? scans.error} />
      <Select
        label="Codebase"
        data={(codebases.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={codebaseId ?? null}
        onChange={(v) => navigate(withParams(search, { codebaseId: v ?? undefined, offset: undefined, branch: undefined }))}
        allowDeselect={false}
        w={260}
        mb="md"
      />
      {codebase && session.canScan && <StartScan codebase={codebase} onStarted={() => { setLive(true); scans.reload(); }} />}
      <Text size="sm" mb="xs" role="status">
        {total} scan{total === 1 ? '' : 's'}
        {live ? ' · updating live' : ''}
      </Text>
      <Table.ScrollContainer minWidth={800}>
        <Table aria-label="Scans" data-testid="scans-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Branch</Table.Th>
              <Table.Th>Progress</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>Issues found</Table.Th>
              <Table.Th>Failure reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(scans.data?.scans ?? []).map((s) => {
              const pct = s.filesTotal ? Math.round(((s.filesScanned ?? 0) / s.filesTotal) * 100) : s.status === 'completed' ? 100 : 0;
              return (
                <Table.Tr key={s.id} data-scan-id={s.id} data-status={s.status}>
                  <Table.Td>
                    <ScanStatusBadge value={s.status} />
                  </Table.Td>
                  <Table.Td>{s.branch}</Table.Td>
                  <Table.Td w={180}>
                    <Progress value={pct} aria-label={`Progress of scan ${s.id}`} animated={running(s)} />
                    <Text size="xs">{s.filesTotal ? `${s.filesScanned ?? 0} of ${s.filesTotal} files` : running(s) ? 'waiting…' : ''}</Text>
                  </Table.Td>
                  <Table.Td fz="xs">{when(s.startedAt ?? s.createdAt)}</Table.Td>
                  <Table.Td fz="xs">{s.startedAt ? duration(s.startedAt, s.completedAt ?? (running(s) ? undefined : s.updatedAt)) : '—'}</Table.Td>
                  <Table.Td>
                    {s.status === 'completed' ? <Link to={`/issues${query({ codebaseId: s.codebaseId, branch: s.branch })}`}>{s.issuesLinked ?? 0}</Link> : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={s.failureReason ? 'red.9' : undefined}>
                      {s.failureReason ?? ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="default" disabled={offset === 0} onClick={() => navigate(withParams(search, { offset: Math.max(0, offset - PAGE) || undefined }))}>
          Newer
        </Button>
        <Button size="xs" variant="default" disabled={offset + PAGE >= total} onClick={() => navigate(withParams(search, { offset: offset + PAGE }))}>
          Older
        </Button>
      </Group>
    </>
  );
}
