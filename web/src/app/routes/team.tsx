export default function Page() {
  return (
    <div className="container">
      <h1>team</h1>
    </div>
  );
}
