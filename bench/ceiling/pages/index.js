export default function Home() {
  return <p>ceiling</p>;
}
