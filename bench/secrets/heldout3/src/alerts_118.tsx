import { ApiClient } from './api';
import { logger } from '../logger';

// alerts service wiring
export async function notify(text: string) {
  await fetch("https://hooks.slack.com/services/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", { method: "POST", body: JSON.stringify({ text }) });
}

export default {};
