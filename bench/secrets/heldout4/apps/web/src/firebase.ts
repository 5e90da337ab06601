import { initializeApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';

// Firebase web config is public by design: it identifies the project, access is enforced by
// security rules and App Check. See https://firebase.google.com/docs/projects/api-keys
const firebaseConfig = {
  apiKey: 'AIza85CYEncJKEEETaxthr9VehrWSxPpYI--FOn',
  authDomain: 'harbor-prod.firebaseapp.com',
  projectId: 'harbor-prod',
  storageBucket: 'harbor-prod.appspot.com',
  messagingSenderId: '692757480409',
  appId: '1:690766179451:web:6fe708f0bd06b49c86e87f',
  measurementId: 'G-2339JIVD42',
};

export const app = initializeApp(firebaseConfig);
export const auth = getAuth(app);
