const WEBHOOK = 'https://hooks.slack.com/services/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';

export async function notify(text: string) {
  await fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
}
