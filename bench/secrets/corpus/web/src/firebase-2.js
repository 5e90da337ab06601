import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIza4VV31E60MH6DbALgbZZE0EERkDAf25VbTKb",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:199602688964:web:2b106ab000782378b0e99e",
  measurementId: "G-VV22FS3FNM",
};

export const app = initializeApp(firebaseConfig);
