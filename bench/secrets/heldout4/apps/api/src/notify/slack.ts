const ALERTS_WEBHOOK = process.env.SLACK_ALERTS_WEBHOOK;
const DEPLOYS_WEBHOOK = 'https://hooks.slack.com/services/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';

async function post(url: string | undefined, text: string) {
  if (!url) return;
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
}

export const notifyAlert = (text: string) => post(ALERTS_WEBHOOK, text);
export const notifyDeploy = (version: string) => post(DEPLOYS_WEBHOOK, `:rocket: api ${version} deployed`);
