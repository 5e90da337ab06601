import { requireEnv } from '../../env';

export const paypalConfig = {
  baseUrl: 'https://api-m.paypal.com',
  clientSecret: 'Ej4fVG5wHFRIteOrb5UPu0inh9JQZ8U9QDE4ErGspISyr7p1d1JjOyQ9woIsPpG-yj5zR3vItbFXRXrs',
  clientId: 'A9cdQEjMErg85EQrjPaXycoH08c37rFNKbRqloGbZJklIdPgEqyFJePjJSfZY55JubnCZDFvbzCKnwpF',
  webhookId: '29GYE3KKLXFQ4UYSV',
  timeoutMs: 20_000,
} as const;
