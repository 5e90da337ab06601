import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza70EoU99BlsaaCDfW7AiqrFd-mm-6dAahgMT",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:913711871958:web:a1c3eb8b977769c6b51e50",
  measurementId: "G-29HKQ6ZJ2J",
};

export const app = initializeApp(firebaseConfig);
