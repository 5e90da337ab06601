/** The events Vigil sends to webhook endpoints, and the envelope every payload shares. */
export const WEBHOOK_EVENTS = ['scan.completed', 'scan.failed', 'issue.created', 'issue.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** `{type, timestamp, data}`: the Standard Webhooks payload shape. */
export function webhookBody(type: WebhookEvent, data: Record<string, unknown>, timestamp = new Date().toISOString()): string {
  return JSON.stringify({ type, timestamp, data });
}
