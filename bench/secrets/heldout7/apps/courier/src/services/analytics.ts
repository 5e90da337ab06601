import { Mixpanel } from 'mixpanel-react-native';
import { init as amplitudeInit } from '@amplitude/analytics-react-native';
import { config } from '../config';

const mixpanel = new Mixpanel(config.mixpanelToken, true);
export async function startAnalytics(userId?: string) {
  await mixpanel.init();
  amplitudeInit(config.amplitudeApiKey, userId);
}
