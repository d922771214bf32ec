export default function Page() {
  return (
    <div className="container">
      <h1>mail</h1>
    </div>
  );
}
