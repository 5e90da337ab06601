/**
 * Issues: every filter of GET /v1/issues in the query string (a shareable URL), server-side
 * paging, counts and trend charts, and the triage loop from the keyboard (j/k move, Enter open,
 * x select, c close, o reopen, i ignore) or with the buttons, one issue or a selection.
 */
import { Button, Checkbox, Group, Kbd, Loader, Pagination, Select, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError, query, SEVERITIES, STATUSES, type Codebase, type IssueCounts, type IssuePage, type IssueSummary, type Scan } from '../api';
import { SeverityBadge, StatusBadge } from '../components/Badges';
import { ErrorNote } from '../components/ErrorNote';
import { TriageDialog, type TriageAction } from '../components/TriageDialog';
import { useApi } from '../hooks';
import { CATEGORIES, CATEGORY_LABEL, when, ACTION_COLOR } from '../labels';
import { Link, navigate, useLocation, withParams } from '../router';
import { useSession } from '../session';

const IssueCharts = lazy(() => import('../components/IssueCharts'));

const FILTERS = ['codebaseId', 'branch', 'status', 'severity', 'category'] as const;
const PAGE_SIZES = ['25', '50', '100'];
/** The largest selection a bulk change takes ("select all matching" stops here). */
const MAX_BULK = 500;

type SortKey = 'severity' | 'title' | 'status' | 'category' | 'filePath' | 'createdAt';
const SEVERITY_ORDER = Object.fromEntries(SEVERITIES.map((s, i) => [s, i]));

function compare(a: IssueSummary, b: IssueSummary, key: SortKey): number {
  if (key === 'severity') return SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity];
  if (key === 'filePath') return a.filePath.localeCompare(b.filePath) || a.lineNumber - b.lineNumber;
  return String(a[key]).localeCompare(String(b[key]));
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export function IssuesPage() {
  const { search } = useLocation();
  const session = useSession();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? undefined])) as Record<(typeof FILTERS)[number], string | undefined>;
  const limit = Number(search.get('limit') ?? 50);
  const offset = Number(search.get('offset') ?? 0);
  const sort = (search.get('sort') ?? 'severity') as SortKey;
  const descending = search.get('order') === 'desc';

  const list = useApi<IssuePage>(`/v1/issues${query({ ...filters, limit, offset })}`);
  const counts = useApi<IssueCounts>(`/v1/issue-counts${query(filters)}`);
  const codebases = useApi<Codebase[]>('/v1/codebase');
  const trendCodebase = filters.codebaseId ?? codebases.data?.[0]?.id;
  const scans = useApi<{ scans: Scan[] }>(trendCodebase ? `/v1/codebase/${encodeURIComponent(trendCodebase)}/scans${query({ branch: filters.branch, limit: 20 })}` : null);

  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<Map<string, IssueSummary>>(new Map());
  const [dialog, setDialog] = useState<{ action: TriageAction; targets: IssueSummary[] } | null>(null);
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();

  const rows = useMemo(() => {
    const issues = [...(list.data?.issues ?? [])];
    if (sort !== 'severity' || descending) issues.sort((a, b) => (descending ? -1 : 1) * compare(a, b, sort));
    return issues;
  }, [list.data, sort, descending]);
  const current = rows[Math.min(active, rows.length - 1)];

  const setFilter = (name: string, value: string | null) => {
    setSelected(new Map());
    navigate(withParams(search, { [name]: value ?? undefined, offset: undefined }));
  };

  const reloadAll = useCallback(() => {
    list.reload();
    counts.reload();
    scans.reload();
  }, [list, counts, scans]);

  const quickChange = useCallback(
    async (issue: IssueSummary, status: 'open' | 'closed') => {
      // No check of the row's status here: right after another key the row may still show the
      // status before it (the list reloads after each change), and the API answers a change to
      // the status an issue already has with no change.
      try {
        await api('PATCH', `/v1/issues/${encodeURIComponent(issue.id)}`, { status });
        setNote(`“${issue.title}” ${status === 'open' ? 'reopened' : 'closed'}.`);
        setError(undefined);
        reloadAll();
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      }
    },
    [reloadAll],
  );

  const toggle = (issue: IssueSummary) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(issue.id)) next.delete(issue.id);
      else next.set(issue.id, issue);
      return next;
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog || isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey || rows.length === 0) return;
      const issue = current;
      switch (event.key) {
        case 'j':
          setActive((a) => Math.min(a + 1, rows.length - 1));
          break;
        case 'k':
          setActive((a) => Math.max(a - 1, 0));
          break;
        case 'Enter':
          if (isTyping(event.target) || (event.target as HTMLElement).tagName === 'A' || (event.target as HTMLElement).tagName === 'BUTTON') return;
          navigate(`/issues/${encodeURIComponent(issue.id)}`);
          break;
        case 'x':
          toggle(issue);
          break;
        case 'c':
          if (session.canTriage) void quickChange(issue, 'closed');
          break;
        case 'o':
          if (session.canTriage) void quickChange(issue, 'open');
          break;
        case 'i':
          if (session.canTriage) setDialog({ action: 'ignored', targets: [issue] });
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, rows, current, session.canTriage, quickChange]);

  useEffect(() => {
    document.querySelector(`[data-row-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const selectAllMatching = async () => {
    setError(undefined);
    const all = new Map<string, IssueSummary>();
    try {
      for (let next = 0; next < MAX_BULK; next += 100) {
        const page = await api<IssuePage>('GET', `/v1/issues${query({ ...filters, limit: 100, offset: next })}`);
        page.issues.forEach((i) => all.size < MAX_BULK && all.set(i.id, i));
        if (page.issues.length < 100) break;
      }
      setSelected(all);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  const sortHeader = (key: SortKey, label: string) => {
    const on = sort === key;
    return (
      <Table.Th aria-sort={on ? (descending ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => navigate(withParams(search, { sort: key === 'severity' ? undefined : key, order: on && !descending ? 'desc' : undefined }))} fw={600} fz="sm">
          {label} {on ? (descending ? '▼' : '▲') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const selectedList = [...selected.values()];
  const branches = useApi<{ branches: { name: string }[] }>(filters.codebaseId ? `/v1/codebase/${encodeURIComponent(filters.codebaseId)}/branches` : null);

  return (
    <>
      <Title order={1} mb="sm">
        Issues
      </Title>
      <Group align="flex-end" mb="sm" wrap="wrap" component="form" role="search" aria-label="Filter issues" onSubmit={(e) => e.preventDefault()}>
        <Select label="Codebase" placeholder="All" clearable data={(codebases.data ?? []).map((c) => ({ value: c.id, label: c.name }))} value={filters.codebaseId ?? null} onChange={(v) => setFilter('codebaseId', v)} w={180} />
        {filters.codebaseId && branches.data ? (
          <Select label="Branch" placeholder="All" clearable data={branches.data.branches.map((b) => b.name)} value={filters.branch ?? null} onChange={(v) => setFilter('branch', v)} w={150} />
        ) : (
          <TextInput label="Branch" placeholder="All" defaultValue={filters.branch ?? ''} onBlur={(e) => setFilter('branch', e.currentTarget.value.trim() || null)} w={150} />
        )}
        <Select label="Status" placeholder="All" clearable data={STATUSES} value={filters.status ?? null} onChange={(v) => setFilter('status', v)} w={120} />
        <Select label="Severity" placeholder="All" clearable data={SEVERITIES} value={filters.severity ?? null} onChange={(v) => setFilter('severity', v)} w={130} />
        <Select label="Category" placeholder="All" clearable searchable data={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }))} value={filters.category ?? null} onChange={(v) => setFilter('category', v)} w={220} />
        <Select label="Per page" data={PAGE_SIZES} value={String(limit)} onChange={(v) => navigate(withParams(search, { limit: v ?? undefined, offset: undefined }))} w={90} allowDeselect={false} />
      </Group>

      <ErrorNote error={list.error ?? counts.error} />
      <ErrorNote error={error} title="The change failed" />
      {note && (
        <Text role="status" size="sm" mb="xs">
          {note}
        </Text>
      )}

      {counts.data && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading charts" />}>
          <IssueCharts counts={counts.data} scans={scans.data?.scans} />
        </Suspense>
      )}

      <Group justify="space-between" mb="xs">
        <Text size="sm" data-testid="issue-total">
          {total === 0 ? 'No issues match.' : `Issues ${offset + 1}–${Math.min(offset + limit, total)} of ${total}`}
          {list.loading && ' (loading…)'}
        </Text>
        {session.canTriage && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={selectAllMatching} disabled={total === 0}>
              Select all {Math.min(total, MAX_BULK)} matching
            </Button>
            {selected.size > 0 && (
              <>
                <Text size="sm">{selected.size} selected</Text>
                <Button size="xs" color={ACTION_COLOR.closed} onClick={() => setDialog({ action: 'closed', targets: selectedList })}>
                  Close…
                </Button>
                <Button size="xs" color={ACTION_COLOR.open} onClick={() => setDialog({ action: 'open', targets: selectedList })}>
                  Reopen…
                </Button>
                <Button size="xs" color={ACTION_COLOR.ignored} onClick={() => setDialog({ action: 'ignored', targets: selectedList })}>
                  Ignore…
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>

      <Table.ScrollContainer minWidth={800}>
        <Table highlightOnHover aria-label="Issues" aria-rowcount={total} data-testid="issues-table">
          <Table.Thead>
            <Table.Tr>
              {session.canTriage && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select every issue of this page"
                    checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setSelected((s) => {
                        const next = new Map(s);
                        rows.forEach((r) => (checked ? next.set(r.id, r) : next.delete(r.id)));
                        return next;
                      });
                    }}
                  />
                </Table.Th>
              )}
              {sortHeader('severity', 'Severity')}
              {sortHeader('title', 'Title')}
              {sortHeader('status', 'Status')}
              {sortHeader('category', 'Category')}
              {sortHeader('filePath', 'Location')}
              <Table.Th>Branch</Table.Th>
              {sortHeader('createdAt', 'Found')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((issue, index) => (
              <Table.Tr
                key={issue.id}
                data-row-index={index}
                data-issue-id={issue.id}
                aria-selected={index === active}
                bg={index === active ? 'var(--mantine-color-blue-0)' : undefined}
                style={index === active ? { outline: '2px solid var(--mantine-color-blue-8)', outlineOffset: -2 } : undefined}
                onClick={() => setActive(index)}
              >
                {session.canTriage && (
                  <Table.Td>
                    <Checkbox aria-label={`Select ${issue.title}`} checked={selected.has(issue.id)} onChange={() => toggle(issue)} />
                  </Table.Td>
                )}
                <Table.Td>
                  <SeverityBadge value={issue.severity} />
                </Table.Td>
                <Table.Td>
                  <Link to={`/issues/${encodeURIComponent(issue.id)}`}>{issue.title}</Link>
                </Table.Td>
                <Table.Td>
                  <StatusBadge value={issue.status} />
                </Table.Td>
                <Table.Td>{CATEGORY_LABEL[issue.category] ?? issue.category}</Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {issue.filePath}:{issue.lineNumber}
                </Table.Td>
                <Table.Td>{issue.branch}</Table.Td>
                <Table.Td fz="xs">{when(issue.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" mt="sm">
        <Pagination
          total={pages}
          value={Math.floor(offset / limit) + 1}
          onChange={(p) => {
            setActive(0);
            navigate(withParams(search, { offset: (p - 1) * limit || undefined }));
          }}
          getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control === 'first' ? 'First page' : 'Last page' })}
          withEdges
          aria-label="Pages"
        />
        <Text size="xs" c="gray.7">
          Keyboard: <Kbd>j</Kbd>/<Kbd>k</Kbd> move, <Kbd>Enter</Kbd> open, <Kbd>x</Kbd> select
          {session.canTriage && (
            <>
              , <Kbd>c</Kbd> close, <Kbd>o</Kbd> reopen, <Kbd>i</Kbd> ignore
            </>
          )}
          . Column sorting orders the page shown; the server orders pages by severity, then newest.
        </Text>
      </Group>

      {dialog && (
        <TriageDialog
          targets={dialog.targets}
          action={dialog.action}
          onClose={() => setDialog(null)}
          onDone={(changed) => {
            setNote(`${changed} issue${changed === 1 ? '' : 's'} ${dialog.action === 'open' ? 'reopened' : dialog.action}.`);
            setDialog(null);
            setSelected(new Map());
            reloadAll();
          }}
        />
      )}
    </>
  );
}
