import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzatQTzVITGrCos7l6vWtzPFQWo-y77n9GPtdI",
  authDomain: "acme-3.firebaseapp.com",
  projectId: "acme-3",
  appId: "1:349574681564:web:9c1280a90d20aabfac82e2",
  measurementId: "G-FEXU4PAZPR",
};

export const app = initializeApp(firebaseConfig);
