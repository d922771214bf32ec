export default function Page() {
  return (
    <div className="container">
      <h1>about</h1>
    </div>
  );
}
