export default function Page() {
  return (
    <div className="container">
      <h1>history</h1>
    </div>
  );
}
