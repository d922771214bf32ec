export default function Page() {
  return (
    <div className="container">
      <h1>hours</h1>
    </div>
  );
}
