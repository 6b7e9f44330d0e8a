import { Link } from 'react-router-dom';
import type { Crumb } from '@clinic/contracts/federation/page-manifest';
import './breadcrumb.scss';

interface Props {
  trail: readonly Crumb[];
  current: string;
}

/** The page's place in the site, from its manifest entry (the same trail as its JSON-LD). */
export function Breadcrumb({ trail, current }: Props) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
