import * as OneSignal from '@onesignal/node-onesignal';

const appId = '4d7ffc0d-9e9a-4202-b71e-fcc625ae6bc5';
const configuration = OneSignal.createConfiguration({
  restApiKey: 'MGM0Njc2YjMtNTkyNi00NjA1LTg0YzgtOWZjZmRkYzZlZGNj',
});
export const onesignal = new OneSignal.DefaultApi(configuration);
export const notify = (ids: string[], text: string) => onesignal.createNotification({ app_id: appId, include_subscription_ids: ids, contents: { en: text } } as any);
