import { ACTION_COLOR } from '../labels';
/**
 * Triage of one issue or many: a preview of what will change (and what already has that status),
 * a required reason for ignoring, then one PATCH per issue with progress and errors in words.
 */
import { Alert, Button, Group, List, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { api, ApiError, type IssueStatus, type IssueSummary } from '../api';

export type TriageAction = 'closed' | 'open' | 'ignored';

const VERB: Record<TriageAction, string> = { closed: 'Close', open: 'Reopen', ignored: 'Ignore' };

export function TriageDialog({
  targets,
  action,
  onClose,
  onDone,
}: {
  targets: Pick<IssueSummary, 'id' | 'title' | 'status'>[];
  action: TriageAction;
  onClose: () => void;
  onDone: (changed: number) => void;
}) {
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const changing = targets.filter((t) => t.status !== action);
  const unchanged = targets.length - changing.length;
  const needsReason = action === 'ignored';
  const verb = VERB[action];

  const run = async () => {
    setRunning(true);
    setErrors([]);
    const failures: string[] = [];
    let changed = 0;
    let next = 0;
    // A few requests at a time: quick for a bulk change, gentle on the server.
    const worker = async () => {
      while (next < changing.length) {
        const issue = changing[next++];
        try {
          await api('PATCH', `/v1/issues/${encodeURIComponent(issue.id)}`, { status: action, ...(reason.trim() ? { reason: reason.trim() } : {}) });
          changed += 1;
        } catch (e) {
          failures.push(`${issue.title}: ${e instanceof ApiError ? e.message : String(e)}`);
        }
        setDone((d) => d + 1);
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, changing.length) }, worker));
    setRunning(false);
    if (failures.length) setErrors(failures);
    else onDone(changed);
  };

  const from = [...new Set(changing.map((t) => t.status))] as IssueStatus[];
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close dialog' }} title={`${verb} ${targets.length === 1 ? 'issue' : `${targets.length} issues`}`} size="lg">
      <Stack>
        <div data-testid="triage-preview">
          <Text>
            {changing.length === 0
              ? `Nothing will change: ${targets.length === 1 ? 'the issue is' : 'every selected issue is'} already ${action}.`
              : `${changing.length} issue${changing.length === 1 ? '' : 's'} will move from ${from.join(' or ')} to ${action}.`}
            {unchanged > 0 && changing.length > 0 && ` ${unchanged} already ${action} will stay as they are.`}
          </Text>
          {action === 'ignored' && changing.length > 0 && (
            <Text size="sm" c="gray.7">
              Ignoring creates a learning: later scans record similar findings as ignored. Reopening the issue removes it.
            </Text>
          )}
          {action === 'open' && changing.some((t) => t.status === 'ignored') && (
            <Text size="sm" c="gray.7">
              Reopening an ignored issue removes its learning, and the issues that learning suppressed reopen too.
            </Text>
          )}
          {changing.length > 0 && changing.length <= 10 && (
            <List size="sm" mt="xs">
              {changing.map((t) => (
                <List.Item key={t.id}>{t.title}</List.Item>
              ))}
            </List>
          )}
        </div>
        {changing.length > 0 && (
          <Textarea
            label={needsReason ? 'Reason (required)' : 'Reason (optional)'}
            description={needsReason ? 'Why these findings are not a risk, for the history and the learning.' : undefined}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required={needsReason}
            maxLength={2000}
            autosize
            minRows={2}
            data-autofocus
          />
        )}
        {running && <Progress value={(done / Math.max(1, changing.length)) * 100} aria-label="Progress of the change" />}
        {errors.length > 0 && (
          <Alert color="red" title={`${errors.length} change${errors.length === 1 ? '' : 's'} failed`} role="alert">
            <List size="sm">
              {errors.slice(0, 10).map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={run}
            loading={running}
            disabled={changing.length === 0 || (needsReason && reason.trim() === '')}
            color={ACTION_COLOR[action]}
          >
            {verb} {changing.length === 1 ? 'issue' : `${changing.length} issues`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
