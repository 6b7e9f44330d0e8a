export default function SigninPage() {
  return (
    <main id="main" className="content-page">
      <h1>Staff sign in</h1>
    </main>
  );
}
