import { RequireStaff } from '../auth/require-staff';

export default function LinksPage() {
  return (
    <RequireStaff>
      <main id="main" className="dashboard-page">
        <h1>Social Links</h1>
      </main>
    </RequireStaff>
  );
}
