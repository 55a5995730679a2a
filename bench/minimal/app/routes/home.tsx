export default function Home() {
  return <p>Hello from a minimal React Router page.</p>;
}
