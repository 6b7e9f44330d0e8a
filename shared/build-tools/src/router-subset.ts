/**
 * What the shared `react-router-dom` singleton provides in the browser: the declarative router's
 * parts the apps use, and nothing else (decision 0021). A singleton is shared whole, so it is
 * never tree-shaken; the full package is 56 KB compressed on every page, this subset about 14 KB.
 *
 * The list is part of the remote contract: `router-exports.json` holds the same names, and lint
 * lets browser code import only those from `react-router-dom`. A name is added here first, in a
 * shell release, before any remote uses it (a minor contract version); none is ever removed
 * within a major. Server builds and tests get the whole package from node_modules.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
