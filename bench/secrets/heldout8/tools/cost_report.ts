import { CostExplorerClient, GetCostAndUsageCommand } from '@aws-sdk/client-cost-explorer';

const client = new CostExplorerClient({
  region: 'us-east-1',
});

export async function lastMonth() {
  return client.send(new GetCostAndUsageCommand({ TimePeriod: { Start: '2024-02-01', End: '2024-03-01' }, Granularity: 'MONTHLY', Metrics: ['UnblendedCost'] }));
}
