import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaf3G6bGYtlp8ZBOMT3ddzY7jsitZlI3cLfbB",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:910758202083:web:e064085b65c127a2d4d740",
  measurementId: "G-Y2CDO8GE58",
};

export const app = initializeApp(firebaseConfig);
