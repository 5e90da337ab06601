import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza3BPH5MRJ-j4MSej8dYx1lSFswXrTWlAIsXp",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:797401386551:web:e8048ef9de4a1d3a5338a1",
  measurementId: "G-ZWP3ZPEQFO",
};

export const app = initializeApp(firebaseConfig);
