import type { GetServerSideProps } from 'next';
import { LoginForm } from '../components/LoginForm';
import { isLocalPath } from '../lib/urls';

export const getServerSideProps: GetServerSideProps = async ({ query, req }) => {
  const next = typeof query.next === 'string' ? query.next : '/';
  if (req.cookies.pl_session) return { redirect: { destination: isLocalPath(next) ? next : '/', permanent: false } };
  return { props: {} };
};

export default function LoginPage() {
  return (
    <main>
      <h1>Sign in</h1>
      <LoginForm />
    </main>
  );
}
