export default function Page() {
  return (
    <div className="container">
      <h1>admin-login</h1>
    </div>
  );
}
