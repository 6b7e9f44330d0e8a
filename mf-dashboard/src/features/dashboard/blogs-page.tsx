import { RequireStaff } from '../auth/require-staff';

export default function BlogsPage() {
  return (
    <RequireStaff>
      <main id="main" className="dashboard-page">
        <h1>Blog List</h1>
      </main>
    </RequireStaff>
  );
}
