import { initializeApp } from 'firebase/app';

export const app = initializeApp({
  apiKey: 'AIzakoZPNibmxZsY7bmMNK7EcbA_f506eHb4Jd2',
  authDomain: 'petpals-cba95.firebaseapp.com',
  projectId: 'petpals-cba95',
  storageBucket: 'petpals-cba95.appspot.com',
  messagingSenderId: '529039258177',
  appId: '1:502705538389:web:b660556f1349b1cf',
  measurementId: 'G-GWBEONXPE0',
});
