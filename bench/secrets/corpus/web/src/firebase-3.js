import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaDHUh1dceZc-oLwu72QVn0-qjwHTChQm99KG",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:160006541473:web:38d3e2d47fbf5512044e86",
  measurementId: "G-YM4TR43QS6",
};

export const app = initializeApp(firebaseConfig);
