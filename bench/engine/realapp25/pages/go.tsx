import type { GetServerSideProps } from 'next';

// Outbound link tracker used in newsletters: /go?to=...
export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  const to = typeof query.to === 'string' ? query.to : '/';
  return { redirect: { destination: to, permanent: false } };
};

export default function Go() {
  return null;
}
