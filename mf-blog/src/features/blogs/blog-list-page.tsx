export default function BlogListPage() {
  return (
    <main id="main" className="content-page">
      <h1>Blogs</h1>
    </main>
  );
}
