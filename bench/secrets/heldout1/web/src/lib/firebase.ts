import { initializeApp } from 'firebase/app';

// Firebase web config is shipped to browsers; the apiKey is still a Google API key.
const firebaseConfig = {
  apiKey: 'AIzaxQkfhFl05oHmOnpgbhLV494DauyurhUUYbU',
  authDomain: 'acme-shop-7f3a1.firebaseapp.com',
  projectId: 'acme-shop-7f3a1',
  storageBucket: 'acme-shop-7f3a1.appspot.com',
  messagingSenderId: '336739374184',
  appId: '1:275960846034:web:a676e7c34c2553dd86dd22',
};

export const app = initializeApp(firebaseConfig);
