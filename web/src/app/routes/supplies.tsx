export default function Page() {
  return (
    <div className="container">
      <h1>supplies</h1>
    </div>
  );
}
