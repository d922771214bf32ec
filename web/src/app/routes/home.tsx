export default function Page() {
  return (
    <div className="container">
      <h1>home</h1>
    </div>
  );
}
