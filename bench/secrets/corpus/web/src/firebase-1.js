import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza6oNo0emDVS8WVFNoePo6Le2hJMPmJlBuPXZ",
  authDomain: "acme-1.firebaseapp.com",
  projectId: "acme-1",
  appId: "1:297436959139:web:0109b1f0b0bb61a25272e0",
  measurementId: "G-PQ6J7ERYF0",
};

export const app = initializeApp(firebaseConfig);
