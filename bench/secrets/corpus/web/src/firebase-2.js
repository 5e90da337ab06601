import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza16v0PtIxiMx9aTrg90xkBwiGHY6Tl5uP9Zb",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:870039725345:web:3289e538a27a721ae48ef5",
  measurementId: "G-K0R3G4UNQJ",
};

export const app = initializeApp(firebaseConfig);
