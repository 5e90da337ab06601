import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaZj-gFjofFJhoVYE-44brSrQqLmH0mtOc1jJ",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:425778844625:web:7506944f55c2cb18367e2b",
  measurementId: "G-9CCMX219KY",
};

export const app = initializeApp(firebaseConfig);
