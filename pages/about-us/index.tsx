import type { GetServerSideProps } from 'next';

/** /about-us itself opens the main about page. */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/about-us/carousel', permanent: false },
});

export default function AboutIndex() {
  return null;
}
