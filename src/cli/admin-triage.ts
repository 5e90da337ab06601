/**
 * `vigil admin learning …` and `vigil admin issue history`: the dashboard's view of triage,
 * from the shell. Learnings are listed per project; a learning or an issue named by id is looked
 * up with its project, and everything after that is limited to that project.
 */
import { getIssueDetections, getIssueHistory, findIssueProjectId } from '../services/issues.js';
import { dryRunLearning, getLearning, listLearnings, removeLearningById, setLearningScope, type Learning } from '../services/learnings.js';
import type { Db } from '../store/schema.js';
import { resolveOptionalProject } from './admin-project.js';
import { oneOf, parseOptions, requireOption } from './usage.js';
import { jsonFlag, projectListCommand, type AdminCommand } from './admin-command.js';

function shapeText(learning: Learning): string {
  const shape = learning.shape as { code?: string; source?: string | null; sink?: string | null; raw?: string };
  if (shape.raw !== undefined) return shape.raw;
  const parts = [`code ${shape.code}`];
  if (shape.source) parts.push(`source ${shape.source}`);
  if (shape.sink) parts.push(`sink ${shape.sink}`);
  return parts.join(', ');
}

function learningLine(l: Learning): string {
  const state = l.removedAt ? `removed ${l.removedAt}` : 'active';
  const scope = l.scope === 'project' ? 'project-wide' : `codebase ${l.codebaseId}`;
  return [l.id, l.ruleId, scope, `applied ${l.appliedCount}`, state, `"${l.reason}"`].join('  ');
}

function learningDetail(l: Learning & { suppressedIssueIds: string[] }): string {
  return [
    `${l.id} (${l.removedAt ? `removed ${l.removedAt}` : 'active'})`,
    `  project   ${l.projectId}`,
    `  scope     ${l.scope === 'project' ? 'every codebase of the project' : `codebase ${l.codebaseId}`}`,
    `  rule      ${l.ruleId}`,
    `  shape     ${shapeText(l)}`,
    `  files     ${l.pathPattern ?? 'any path'}`,
    `  reason    ${l.reason}`,
    `  from      issue ${l.sourceIssueId ?? '-'} at ${l.createdAt}`,
    `  applied   ${l.appliedCount} time(s); now suppressing ${l.suppressedIssueIds.length} issue(s)${l.suppressedIssueIds.length ? `: ${l.suppressedIssueIds.join(', ')}` : ''}`,
  ].join('\n');
}

async function dryRunText(db: Db, id: string, projectId?: string) {
  const { learning, matches } = await dryRunLearning(db, id, projectId);
  const lines = matches.map((m) => `  ${m.issueId}  ${m.status.padEnd(7)}  ${m.filePath}:${m.lineNumber}  (${m.branch})${m.alreadyLinked ? '  [linked]' : ''}`);
  return {
    json: { learningId: learning.id, matches },
    text: `${learning.id} would match ${matches.length} current issue(s)${lines.length ? `:\n${lines.join('\n')}` : ''}`,
  };
}

const learningList = projectListCommand('admin learning list', listLearnings, learningLine, 'No learnings');

const learningShow: AdminCommand = {
  parse(argv) {
    const cmd = 'admin learning show';
    const o = parseOptions(argv, { id: { type: 'string' }, project: { type: 'string' }, 'dry-run': { type: 'boolean' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await resolveOptionalProject(db, o.project, cmd);
        const learning = await getLearning(db, id, projectId);
        if (o['dry-run'] !== true) return { json: learning, text: learningDetail(learning) };
        const dry = await dryRunText(db, id, projectId);
        return { json: { ...learning, dryRun: dry.json }, text: `${learningDetail(learning)}\n${dry.text}` };
      },
    };
  },
};

const learningDryRun: AdminCommand = {
  parse(argv) {
    const cmd = 'admin learning dry-run';
    const o = parseOptions(argv, { id: { type: 'string' }, project: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return { asJson: o.json === true, run: async (db) => dryRunText(db, id, await resolveOptionalProject(db, o.project, cmd)) };
  },
};

const learningRemove: AdminCommand = {
  parse(argv) {
    const cmd = 'admin learning remove';
    const o = parseOptions(argv, { id: { type: 'string' }, project: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await resolveOptionalProject(db, o.project, cmd);
        const removed = await removeLearningById(db, id, { keyId: null, projectId });
        const n = removed.reopenedIssueIds.length;
        return { json: removed, text: `Removed learning ${removed.id}; reopened ${n} issue(s)${n ? `: ${removed.reopenedIssueIds.join(', ')}` : ''}` };
      },
    };
  },
};

const learningScope: AdminCommand = {
  parse(argv) {
    const cmd = 'admin learning scope';
    const o = parseOptions(argv, { id: { type: 'string' }, project: { type: 'string' }, scope: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    const scope = oneOf(requireOption(o.scope, 'scope', cmd), ['codebase', 'project'] as const, 'scope', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const learning = await setLearningScope(db, id, scope, await resolveOptionalProject(db, o.project, cmd));
        return { json: learning, text: `${learning.id} now applies to ${scope === 'project' ? `every codebase of project ${learning.projectId}` : `codebase ${learning.codebaseId}`}` };
      },
    };
  },
};

const issueHistory: AdminCommand = {
  parse(argv) {
    const cmd = 'admin issue history';
    const o = parseOptions(argv, { id: { type: 'string' }, ...jsonFlag }, cmd);
    const id = requireOption(o.id, 'id', cmd);
    return {
      asJson: o.json === true,
      run: async (db) => {
        const projectId = await findIssueProjectId(db, id);
        const [events, scans] = await Promise.all([getIssueHistory(db, projectId, id), getIssueDetections(db, projectId, id)]);
        const lines = events.map((e) => {
          const by = e.keyId ? `key ${e.keyId}` : e.learningId && !e.scanId ? `learning ${e.learningId}` : e.scanId ? `scan ${e.scanId}` : 'operator';
          const learning = e.learningId && e.scanId ? ` (learning ${e.learningId})` : '';
          return `  ${e.createdAt}  ${e.fromStatus ?? '(new)'} → ${e.toStatus}  by ${by}${learning}${e.reason ? `: ${e.reason}` : ''}`;
        });
        const found = scans.map((s) => `  ${s.foundAt}  ${s.scanId}`);
        return {
          json: { issueId: id, projectId, events, scans },
          text: `Status history of ${id}:\n${lines.join('\n') || '  (none)'}\nFound by scans:\n${found.join('\n') || '  (none recorded)'}`,
        };
      },
    };
  },
};

export const TRIAGE_COMMANDS: Record<string, AdminCommand> = {
  'learning list': learningList,
  'learning show': learningShow,
  'learning dry-run': learningDryRun,
  'learning remove': learningRemove,
  'learning scope': learningScope,
  'issue history': issueHistory,
};
