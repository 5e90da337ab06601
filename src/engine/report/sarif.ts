/**
 * SARIF 2.1.0 for code scanning tools (GitHub accepts it): one run, the rules that produced
 * results with help text (the rule as `vigil rules show` prints it), results with
 * partialFingerprints, and codeFlows for taint traces.
 */
import type { Finding, ScanResult, Severity, TraceStep } from '../findings.js';
import { cwePage, ruleCatalog, type RuleCatalog } from '../rules/catalog.js';
import { ruleMarkdown, ruleText, type RuleHelpInput } from '../rules/help.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  informative: 'note',
};
/** GitHub reads `security-severity` (0–10) to rank alerts. */
const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0', informative: '1.0' };

function location(filePath: string, line: number, column: number, endLine?: number, endColumn?: number, snippet?: string) {
  return {
    physicalLocation: {
      artifactLocation: { uri: encodeURI(filePath), uriBaseId: '%SRCROOT%' },
      region: {
        startLine: line,
        startColumn: column,
        ...(endLine !== undefined ? { endLine, endColumn } : {}),
        ...(snippet !== undefined ? { snippet: { text: snippet } } : {}),
      },
    },
  };
}

function flowStep(step: TraceStep) {
  return { location: { ...location(step.filePath, step.line, step.column), message: { text: step.message } } };
}

/** The catalog of the shipped rules, or none when the rules folder cannot be read (help then comes from the finding). */
function catalogOrNone(): RuleCatalog | undefined {
  try {
    return ruleCatalog();
  } catch {
    return undefined;
  }
}

/**
 * A rule's `help`: the text `vigil rules show` prints (src/engine/rules/help.ts) for a rule this
 * Vigil ships; for another (an imported issue's rule) the same layout from what the finding says.
 */
function ruleHelp(f: Finding, catalog: RuleCatalog | undefined) {
  const input: RuleHelpInput = catalog?.describe(f.ruleId) ?? {
    id: f.ruleId,
    title: f.title,
    description: f.description,
    remediation: f.remediation,
    severity: f.severity,
    category: f.category,
    cwes: f.cwes ?? (f.cwe ? [f.cwe] : []),
  };
  const helpUri = input.references?.[0] ?? (input.cwes[0] ? cwePage(input.cwes[0]) : undefined);
  return { help: { text: ruleText(input), markdown: ruleMarkdown(input) }, ...(helpUri ? { helpUri } : {}) };
}

export interface SarifOptions {
  toolVersion?: string;
  /** Absolute URI of the scanned root, for `originalUriBaseIds`. */
  rootUri?: string;
}

/** Only the findings and skipped files are read, so a caller holding issues (not a scan) can build one. */
export type SarifInput = Pick<ScanResult, 'findings' | 'skipped'>;

export function toSarif(result: SarifInput, options: SarifOptions = {}): object {
  const rules: Finding[] = [];
  const ruleIndex = new Map<string, number>();
  for (const f of result.findings) {
    if (ruleIndex.has(f.ruleId)) continue;
    ruleIndex.set(f.ruleId, rules.length);
    rules.push(f);
  }
  const catalog = rules.length ? catalogOrNone() : undefined;
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Vigil',
            version: options.toolVersion ?? '0.1.0',
            informationUri: 'https://github.com/vigil-scanner/vigil',
            rules: rules.map((f) => ({
              id: f.ruleId,
              name: f.ruleId.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()),
              shortDescription: { text: f.title },
              fullDescription: { text: f.description },
              ...ruleHelp(f, catalog),
              defaultConfiguration: { level: LEVEL[f.severity] },
              properties: {
                tags: ['security', f.category, ...(f.cwes ?? (f.cwe ? [f.cwe] : [])).map((c) => `external/cwe/${c.toLowerCase()}`)],
                'security-severity': SECURITY_SEVERITY[f.severity],
              },
            })),
          },
        },
        // Skipped files as notifications, so a SARIF viewer shows what was not analysed and why.
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: result.skipped.map((skip) => ({
              level: 'note',
              message: { text: `not analysed: ${skip.reason}${skip.detail ? ` (${skip.detail})` : ''}` },
              locations: [{ physicalLocation: { artifactLocation: { uri: encodeURI(skip.filePath), uriBaseId: '%SRCROOT%' } } }],
            })),
          },
        ],
        ...(options.rootUri ? { originalUriBaseIds: { '%SRCROOT%': { uri: options.rootUri.endsWith('/') ? options.rootUri : `${options.rootUri}/` } } } : {}),
        results: result.findings.map((f) => ({
          ruleId: f.ruleId,
          ruleIndex: ruleIndex.get(f.ruleId),
          level: LEVEL[f.severity],
          message: { text: f.message ?? f.title },
          locations: [location(f.filePath, f.lineNumber, f.column, f.endLineNumber, f.endColumn, f.codeSnippet)],
          partialFingerprints: { 'vigilFingerprint/v1': f.fingerprint },
          ...(f.trace.length ? { codeFlows: [{ threadFlows: [{ locations: f.trace.map(flowStep) }] }] } : {}),
          properties: { category: f.category, ...(f.cwe ? { cwe: f.cwe } : {}), ...(f.cwes ? { cwes: f.cwes } : {}), severity: f.severity },
        })),
      },
    ],
  };
}

export function formatSarif(result: SarifInput, options: SarifOptions = {}): string {
  return `${JSON.stringify(toSarif(result, options), null, 2)}\n`;
}
