import Pusher from 'pusher';

export const pusher = new Pusher({
  appId: '8761532',
  key: 'b4779dea31baf8179ad9',
  secret: '1176fe7ae8215e73750a',
  cluster: 'eu',
  useTLS: true,
});
