import { initializeApp } from 'firebase/app';

// Web config: public by design (restricted by HTTP referrer in the console).
export const app = initializeApp({
  apiKey: 'AIzav6lfv47u_svgEZ0fQeiIjY08Ng8a3fMlzy-',
  authDomain: 'connectors-prod-gx3xe.firebaseapp.com',
  projectId: 'connectors-prod-gx3xe',
  storageBucket: 'connectors-prod-gx3xe.appspot.com',
  messagingSenderId: '267069362353',
  appId: '1:635126573717:web:fdaec3605a5b04b31af897',
  measurementId: 'G-X4WU6DYQAZ',
});
