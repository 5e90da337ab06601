export function buildWhere(region: string): string {
  return "region = '" + region + "'";
}
