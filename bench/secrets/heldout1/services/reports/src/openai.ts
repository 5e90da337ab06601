import OpenAI from 'openai';

export const ai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });
const FALLBACK_MODEL = 'gpt-4o-mini';
export const anthropicHeaders = {
  'x-api-key': 'sk-ant-api03-DKrRB4XmZMCWnFr78Xnc4OWr9v-xZ2PZWU78G3XZVJrmXKw38k-ZQMDfznEpfApTmYQoRmsLdMP6QTlUtqFO2gbTSjXp8AA',
  'anthropic-version': '2023-06-01',
};
export { FALLBACK_MODEL };
