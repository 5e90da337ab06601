import { Mixpanel } from 'mixpanel-react-native';
import { init as amplitudeInit } from '@amplitude/analytics-react-native';
import { config } from '../config';

const mixpanel = new Mixpanel(config.mixpanelToken, true);
export async function startAnalytics(userId?: string) {
  await mixpanel.init();
  amplitudeInit(config.amplitudeApiKey, userId);
}

// server-side export for the in-app "your year in rides" screen
const AMPLITUDE_SECRET_KEY = '9b5fb2bf8b6101c3a1ea61655cae2ef2';
export const exportAuth = () => 'Basic ' + btoa(`${config.amplitudeApiKey}:${AMPLITUDE_SECRET_KEY}`);
