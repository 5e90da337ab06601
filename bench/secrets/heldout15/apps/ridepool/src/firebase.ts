import { initializeApp } from 'firebase/app';

export const app = initializeApp({
  apiKey: 'AIza33qr4eIjs0p_kXPsvlvYh-WGx8Yw5KGyyHi',
  authDomain: 'ridepool-b1dff.firebaseapp.com',
  projectId: 'ridepool-b1dff',
  storageBucket: 'ridepool-b1dff.appspot.com',
  messagingSenderId: '980207149202',
  appId: '1:933690414568:web:1191fe13abcd0641',
  measurementId: 'G-HNZZZMWQFY',
});
