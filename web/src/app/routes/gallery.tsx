export default function Page() {
  return (
    <div className="container">
      <h1>gallery</h1>
    </div>
  );
}
