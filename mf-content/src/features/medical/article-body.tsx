import { useId } from 'react';
import { ClinicCare } from './clinic-care';
import type { ArticleBlock, MedicalArticle } from './medical-article';
import { WhenToGetHelp } from './when-to-get-help';

function Block({ block }: { block: ArticleBlock }) {
  const captionId = useId();
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        // Narrow screens scroll the table sideways: the scrolling box takes keyboard focus (arrow
        // keys scroll it) and is named by the table's caption.
        <div
          className="medical-article__table"
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
        >
          <table>
            <caption id={captionId}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([rowHeading, ...cells]) => (
                <tr key={rowHeading}>
                  <th scope="row">{rowHeading}</th>
                  {cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'help':
      return <WhenToGetHelp help={block} />;
    case 'clinic-care':
      return <ClinicCare services={block.services} />;
  }
}

/** The article's text, as text: intro, then each section under its own H2. */
export function ArticleBody({ article }: { article: MedicalArticle }) {
  return (
    <>
      {article.intro.map((text) => (
        <p key={text} className="medical-article__intro">
          {text}
        </p>
      ))}
      {article.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
