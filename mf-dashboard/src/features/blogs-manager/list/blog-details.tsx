import type { Blog } from '@clinic/contracts/entities/blog';

/** What View expands: the image and every section, as text (never HTML). */
export function BlogDetails({ blog }: { blog: Blog }) {
  return (
    <div className="bm-details">
      {blog.image ? (
        <img
          className="bm-details__image"
          src={blog.image.url}
          alt={`Image of “${blog.title}”`}
          width={blog.image.width ?? 640}
          height={blog.image.height ?? 360}
          loading="lazy"
        />
      ) : (
        <p className="bm-hint">No image.</p>
      )}
      {blog.content.length === 0 && <p className="bm-hint">No sections.</p>}
      {blog.content.map((section, index) => (
        <section key={index} className="bm-details__section">
          {section.sectionTitle && <h3>{section.sectionTitle}</h3>}
          {section.paragraph && <p>{section.paragraph}</p>}
          {section.bulletPoints.some((point) => point.trim()) && (
            <ul>
              {section.bulletPoints
                .filter((point) => point.trim())
                .map((point, pointIndex) => (
                  <li key={pointIndex}>{point}</li>
                ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
