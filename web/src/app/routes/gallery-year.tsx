export default function Page() {
  return (
    <div className="container">
      <h1>gallery-year</h1>
    </div>
  );
}
