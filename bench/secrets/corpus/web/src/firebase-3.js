import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzaajjLTm3G9C6k9AdJRDJAc3OzJkkcn11vFwm",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:911932983813:web:f1f6445c394236f621f97f",
  measurementId: "G-F4DBO96KF8",
};

export const app = initializeApp(firebaseConfig);
