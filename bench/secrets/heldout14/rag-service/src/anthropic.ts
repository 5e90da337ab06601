import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic({ apiKey: "sk-ant-api03-VCGXgkevbgTgp2qvDwPTg7CC8enH5zrssRo-wSSFxZ-2YvbK9rttfJ6QUSAPRzp5DKTdIaDK_UOq6zTe8iu58T44dL7H0AA" });

export async function summarize(text: string) {
  return client.messages.create({ model: "claude-3-5-haiku-latest", max_tokens: 512, messages: [{ role: "user", content: text }] });
}
