export default function Page() {
  return (
    <div className="container">
      <h1>recognitions</h1>
    </div>
  );
}
