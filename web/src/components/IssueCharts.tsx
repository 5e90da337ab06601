/**
 * Counts of the filtered issues by severity and by category, and issues found by each of the last
 * scans of a codebase. Loaded lazily (the chart library is the largest part of the bundle), and
 * each chart has a text equivalent for screen readers.
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { SEVERITIES, type IssueCounts, type Scan } from '../api';
import { CATEGORY_LABEL, SEVERITY_COLOR } from '../labels';

function Figure({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" component="figure" m={0}>
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {/* The text equivalent below is what assistive technology reads; the drawing is inert. */}
      <div inert>{children}</div>
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}

export default function IssueCharts({ counts, scans }: { counts: IssueCounts; scans: Scan[] | undefined }) {
  const severityData = SEVERITIES.map((s) => ({ severity: s, issues: counts.bySeverity[s] ?? 0, color: SEVERITY_COLOR[s] }));
  const categoryData = Object.entries(counts.byCategory)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([category, issues]) => ({ category: CATEGORY_LABEL[category] ?? category, issues }));
  const trend = (scans ?? [])
    .filter((s) => s.status === 'completed')
    .slice(0, 20)
    .reverse()
    .map((s) => ({ scan: new Date(s.completedAt ?? s.createdAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }), issues: s.issuesLinked ?? 0 }));

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} mb="md" data-testid="issue-charts">
      <Figure title="By severity" summary={severityData.map((d) => `${d.severity}: ${d.issues}`).join(', ')}>
        <BarChart h={160} data={severityData} dataKey="severity" series={[{ name: 'issues', color: 'blue.8' }]} getBarColor={(_v, _s) => 'blue.8'} barProps={{ isAnimationActive: false }} />
      </Figure>
      <Figure title="By category (top 8)" summary={categoryData.map((d) => `${d.category}: ${d.issues}`).join(', ') || 'No issues'}>
        <BarChart h={160} data={categoryData} dataKey="category" orientation="vertical" yAxisProps={{ width: 150 }} series={[{ name: 'issues', color: 'violet.8' }]} barProps={{ isAnimationActive: false }} />
      </Figure>
      <Figure
        title="Issues found by each of the last scans"
        summary={trend.length ? trend.map((d) => `${d.scan}: ${d.issues}`).join(', ') : 'No completed scan yet'}
      >
        {trend.length ? (
          <LineChart h={160} data={trend} dataKey="scan" series={[{ name: 'issues', color: 'red.8' }]} withDots lineProps={{ isAnimationActive: false }} />
        ) : (
          <Text size="sm" c="gray.7">
            Choose a codebase with completed scans to see the trend.
          </Text>
        )}
      </Figure>
    </SimpleGrid>
  );
}
