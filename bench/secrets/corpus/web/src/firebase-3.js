import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzajREj7NHHhdwVpihRUaftXQML3Vh2P6XjWN1",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:679631485095:web:4e4f8688029565429e2936",
  measurementId: "G-ZDXEKNB2YD",
};

export const app = initializeApp(firebaseConfig);
