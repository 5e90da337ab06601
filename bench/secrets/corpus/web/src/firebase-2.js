import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaHWW7JKv1YJ1jCr3zN77jit8qQ4gk6RIFTPQ",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:010452433555:web:6d22c82fc158357220286d",
  measurementId: "G-Y6037NCKRV",
};

export const app = initializeApp(firebaseConfig);
