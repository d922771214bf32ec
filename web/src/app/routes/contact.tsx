export default function Page() {
  return (
    <div className="container">
      <h1>contact</h1>
    </div>
  );
}
