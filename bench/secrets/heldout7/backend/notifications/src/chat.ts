import { StreamChat } from 'stream-chat';
import SendBird from 'sendbird-platform-sdk';

export const stream = StreamChat.getInstance('602bvqgapqbl', '9xxpmot8n3rojuz37x8xaxz8h51dimzd8zol3qhw2b43dwrltuqrgxn95dck1v1m');
export const sendbirdConfig = {
  appId: '66911ABE-C849-4E4F-872C-3185752962AD',
  apiToken: process.env.SENDBIRD_API_TOKEN,
};
export const VONAGE = { apiKey: 'e1deed1b', apiSecret: process.env.VONAGE_API_SECRET ?? '' };
