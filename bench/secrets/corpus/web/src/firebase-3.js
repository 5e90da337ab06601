import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza0sDnkAaTidydcWCohuF8gJkXKEfBUROCMBN",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:848407351167:web:c89967db1abdada3b9c0be",
  measurementId: "G-HV9P56JPXF",
};

export const app = initializeApp(firebaseConfig);
