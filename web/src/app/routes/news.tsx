export default function Page() {
  return (
    <div className="container">
      <h1>news</h1>
    </div>
  );
}
