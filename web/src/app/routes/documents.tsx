export default function Page() {
  return (
    <div className="container">
      <h1>documents</h1>
    </div>
  );
}
