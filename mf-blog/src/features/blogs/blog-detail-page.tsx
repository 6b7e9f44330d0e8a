import { useParams } from 'react-router-dom';

export default function BlogDetailPage() {
  const { id } = useParams();
  return (
    <main id="main" className="content-page">
      <h1>Blog</h1>
      <p data-blog-id={id}>Loading blog...</p>
    </main>
  );
}
