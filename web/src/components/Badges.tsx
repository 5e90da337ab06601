import { Badge } from '@mantine/core';
import { SCAN_STATUS_COLOR, SEVERITY_COLOR, STATUS_COLOR } from '../labels';

export const SeverityBadge = ({ value }: { value: string }) => (
  <Badge color={SEVERITY_COLOR[value] ?? '#495057'} variant="filled">
    {value}
  </Badge>
);

export const StatusBadge = ({ value }: { value: string }) => (
  <Badge color={STATUS_COLOR[value] ?? '#495057'} variant="outline">
    {value}
  </Badge>
);

export const ScanStatusBadge = ({ value }: { value: string }) => (
  <Badge color={SCAN_STATUS_COLOR[value] ?? '#495057'} variant="filled">
    {value === 'in_progress' || value === 'running' ? 'in progress' : value}
  </Badge>
);
