import { initializeApp } from 'firebase/app';

export const app = initializeApp({
  apiKey: 'AIza35c3H0qzjErK_qbPqQknDaxnf37DPsfEYyb',
  authDomain: 'gigboard-89467.firebaseapp.com',
  projectId: 'gigboard-89467',
  storageBucket: 'gigboard-89467.appspot.com',
  messagingSenderId: '810788177279',
  appId: '1:443048051525:web:e2f541ea1ea5a2e7',
  measurementId: 'G-HA1EHXTZLM',
});
