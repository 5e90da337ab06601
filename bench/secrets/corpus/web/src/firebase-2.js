import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaCEyB4r4pA8qGbUKQ0FvIgH1TLFHrJB--pQA",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:019528951518:web:a624b8d929a34d2c1f366e",
  measurementId: "G-Z33CHG0VJ4",
};

export const app = initializeApp(firebaseConfig);
