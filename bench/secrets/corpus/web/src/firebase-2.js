import { initializeApp } from 'firebase/app';

const firebaseConfig = {
  apiKey: "AIzavcStxkWKHn5dtF2uFW9GmNjGlZH5BsIEKDi",
  authDomain: "acme-2.firebaseapp.com",
  projectId: "acme-2",
  appId: "1:495987663580:web:eae8c45ffd2bbfc1b5cc36",
  measurementId: "G-D1EM1U2H9X",
};

export const app = initializeApp(firebaseConfig);
