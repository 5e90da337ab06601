import { Mixpanel } from 'mixpanel-react-native';
import { init as amplitudeInit } from '@amplitude/analytics-react-native';
import { config } from '../config';

const mixpanel = new Mixpanel(config.mixpanelToken, true);
export async function startAnalytics(userId?: string) {
  await mixpanel.init();
  amplitudeInit(config.amplitudeApiKey, userId);
}

// server-side export for the in-app "your year in rides" screen
const AMPLITUDE_SECRET_KEY = 'c10223d15a915b198b70e0996c877895';
export const exportAuth = () => 'Basic ' + btoa(`${config.amplitudeApiKey}:${AMPLITUDE_SECRET_KEY}`);
