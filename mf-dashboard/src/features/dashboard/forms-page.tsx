import { RequireStaff } from '../auth/require-staff';

export default function FormsPage() {
  return (
    <RequireStaff>
      <main id="main" className="dashboard-page">
        <h1>Form Submissions</h1>
      </main>
    </RequireStaff>
  );
}
