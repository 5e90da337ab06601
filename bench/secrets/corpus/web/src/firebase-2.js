import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzapJXmpGodTuKldUeA2SHVzmB674CO_q4GKun",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:971068076619:web:f80e972a2162a5f3b9db61",
  measurementId: "G-2J4QGNUKUC",
};

export const app = initializeApp(firebaseConfig);
