import { RequireStaff } from '../auth/require-staff';

export default function WelcomePage() {
  return (
    <RequireStaff>
      <main id="main" className="dashboard-page">
        <h1>Welcome</h1>
      </main>
    </RequireStaff>
  );
}
