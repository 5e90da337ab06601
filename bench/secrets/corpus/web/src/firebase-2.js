import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzagYmpM-bQkbl73wVWriMG7E362mvPZYmN8-O",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:766072077650:web:fb134cfd7d41938c191514",
  measurementId: "G-OY3C9V14EB",
};

export const app = initializeApp(firebaseConfig);
